// How the build groups modules into chunks (rolldown's codeSplitting groups, vite.config.ts).
// The groups that name our own files list them as paths, so the list of every path a check or
// the build names (scripts/checks/source-patterns.ts) can hold each one to a file that exists.

/** A pattern of module ids, `/` or `\` between folders, for these paths (files, or folders ending in "/"). */
export const modulePattern = (paths: readonly string[]): RegExp =>
  new RegExp(
    paths.map((path) => path.replace(/[.+^${}()|[\]\\*?]/g, '\\$&').replace(/\//g, '[\\\\/]') + (path.endsWith('/') ? '' : '$')).join('|'),
  );

/** Small modules start-up shares with lazy pages: one chunk instead of a dozen of 0.1-0.8 KB. */
export const SHARED_START_UP_FILES = [
  'src/adapters/storage.ts',
  'src/i18n/languages.ts',
  'src/config/industry-keys.ts',
  'src/features/industries/truncate.ts',
  'src/config/api-slugs.ts',
  'src/config/site.ts',
  'src/config/site-url.ts',
  'src/app/route-helpers.ts',
  'src/app/head.ts',
  'src/ui/app/return-focus.ts',
  'src/start-up/readiness.ts',
  'src/ui/app/actors-context.ts',
  'src/ui/app/use-connect.ts',
  'machines/shared/stored-json.ts',
  'machines/shared/text.ts',
  'machines/auth/auth-record.ts',
  'machines/consent/consent.selectors.ts',
] as const;

/** The view pieces every public page's live parts share, and the console too. */
export const PUBLIC_SHARED_FILES = [
  'src/ui/page/skip-link.ts',
  'src/ui/page/logo.tsx',
  'src/ui/widgets/waiting-button.tsx',
  'src/ui/widgets/visually-hidden.ts',
  'src/ui/app/actor-hooks.ts',
  'machines/nav/nav.connect.ts',
  'machines/toast/toast.presets.ts',
] as const;

/** The view pieces public pages share that the console never shows. */
export const PUBLIC_PAGE_FILES = [
  'src/start-up/static.tsx',
  'src/ui/page/section-link.tsx',
  'src/ui/page/book-meeting-button.tsx',
  'machines/section-scroll/section-scroll.connect.ts',
] as const;

/** The lucide icons a public page's live parts show before the app takes over. */
const EARLY_ICONS = 'arrow-up-right|calendar-days|check|chevron-down|globe|headset|mail|menu|pause|phone|play|plug|shield-check|x';

const either = (...patterns: RegExp[]) => new RegExp(patterns.map((pattern) => pattern.source).join('|'));

/** The groups, in vite.config.ts's `rolldownOptions.output.codeSplitting.groups`. */
export const CHUNK_GROUPS = [
  // The libraries every page starts with, one file each rather than dozens of shared fragments
  // the browser has to discover one by one, and not one file for all: the app evaluates them in
  // separate start-up steps (src/start-up/steps.ts), whose modules these groups take in too, as
  // their ids name the library's folder (scripts/vite/start-up-steps-plugin.ts).
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|use-isomorphic-layout-effect|@xstate[\\/]react)[\\/]/,
    priority: 20,
  },
  { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'i18n', test: /node_modules[\\/](i18next[^/\\]*|react-i18next)[\\/]/, priority: 20 },
  // xstate alone: with @xstate/react in it, evaluating the machines would evaluate React too.
  { name: 'xstate', test: /node_modules[\\/]xstate[\\/]/, priority: 30 },
  // Each costs the start-up its own wrapper and request (on a phone's HTTP/1.1 connection, six
  // requests at a time, each wave a round trip).
  {
    name: 'shared',
    test: either(
      modulePattern(SHARED_START_UP_FILES),
      /rolldown[\\/]runtime|@ark-ui[\\/]react[\\/]dist[\\/](utils[\\/]create-context|providers[\\/]locale[\\/]use-locale-context)\.js$|@zag-js[\\/]utils[\\/]dist[\\/]guard\.mjs$/,
    ),
    priority: 5,
  },
  // The texts every page loads before it renders (the root route's and common): one file per
  // language instead of three.
  {
    name: (id: string) => /locales[\\/](\w+)[\\/](?:common|consent|scheduling)\.json$/.exec(id)?.[1]?.replace(/^/, 'texts-') ?? null,
    test: /locales[\\/]\w+[\\/](common|consent|scheduling)\.json$/,
    priority: 5,
  },
  // Two files, not twelve of 0.1-0.5 KB; only these (what they import stays where start-up
  // already has it).
  {
    name: 'public',
    test: either(modulePattern(PUBLIC_SHARED_FILES), /styled-system[\\/]recipes[\\/](card|input)\.mjs$/),
    includeDependenciesRecursively: false,
    priority: 5,
  },
  { name: 'public-page', test: modulePattern(PUBLIC_PAGE_FILES), includeDependenciesRecursively: false, priority: 5 },
  // Panda's css() runtime and recipe helper, which every page starts with: one file, however
  // the pages that share it are split.
  {
    name: 'css',
    test: /styled-system[\\/](helpers\.mjs|css[\\/]|recipes[\\/]create-recipe\.mjs)/,
    priority: 10,
  },
  // Each icon would otherwise be a chunk of its own (68 of them, ~0.3 KB each). Two files: the
  // icons of the public pages' live parts, which a page loads before the app takes over, and all
  // the others (static content, dialogs, the console), which load with what shows them.
  {
    name: 'icons',
    test: new RegExp(
      `node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](?!icons[\\\\/])|lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${EARLY_ICONS})\\.mjs$`,
    ),
    priority: 11,
  },
  { name: 'icons-more', test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
];
