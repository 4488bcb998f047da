// The layers of the code and which way imports may point (docs/conventions.md, "Layers"):
//
//   machines  ←  adapters, ui, config, i18n, mock, theme  ←  features  ←  app, routes, start-up
//   machines, src/config's API data  ←  server (the site's Node service)
//
// The shared layer has two floors, and no import runs up one or across the upper one:
//
//   config, i18n, locales, mock, theme  ←  adapters   (effects, live machines)
//   (data, words, tokens)               ←  ui         (view pieces and hooks)
//
// src/start-up is one topic in two layers (src/start-up/README.md): most of it composes the
// app, as src/app does; the few modules views and effects use sit in the shared layer's upper
// floor, named below, with the rules of src/ui (readiness, static content) or src/adapters (the
// page gate, the takeover, islands, static links). A new file there composes until listed.
//
// Effects and view pieces sit side by side and import neither each other: a feature puts them
// together (it gives a view piece the effect it runs, a live machine what a view offers).
//
// `npm run check:deps` (part of `npm run lint`) fails on any import against these rules and
// on any import cycle. Type-only imports count: a type pulled from a higher layer ties the
// two layers together as much as a value does.

/** Start-up's view pieces and hooks (readiness, static content): in the shared layer, as src/ui. */
const START_UP_VIEWS = ['readiness', 'static', 'static-content'];
/** Start-up's effects (the page gate, the takeover, islands, static links): in the shared layer, as src/adapters. */
const START_UP_EFFECTS = ['page-gate', 'takeover', 'island', 'static-links'];
const startUp = (names) => `^src/start-up/(${names.join('|')})\\.tsx?$`;
/** View pieces and the hooks views use. */
const VIEWS = `^src/ui/|${startUp(START_UP_VIEWS)}`;
/** Browser effects and live machines. */
const EFFECTS = `^src/adapters/|${startUp(START_UP_EFFECTS)}`;
/** The app's composition roots: they put features together. */
const COMPOSERS = `^src/(app|routes)/|^src/start-up/(?!(${[...START_UP_VIEWS, ...START_UP_EFFECTS].join('|')})\\.tsx?$)|^src/routeTree\\.gen\\.ts$|^src/entry-prerender\\.tsx$`;
/** The shared layer below the features: effects, view pieces, data, words, demo data, styles. */
const SHARED = `^src/(adapters|ui|config|i18n|locales|mock|theme)/|${VIEWS}|${EFFECTS}`;
/** The shared layer's ground floor: site data, words, demo data and design tokens. */
const DATA = '^src/(config|i18n|locales|mock|theme)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: modules that can only be understood, tested or loaded together.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'machines-import-no-src',
      comment: 'Machines are pure statecharts; effects reach them through .provide() from src/adapters.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^src/' },
    },
    {
      name: 'shared-imports-no-app-or-route',
      comment: 'The shared layer sits below the app that composes it.',
      severity: 'error',
      from: { path: SHARED },
      to: { path: COMPOSERS },
    },
    {
      name: 'data-imports-no-effects-or-views',
      comment:
        "Data, words, demo data and tokens are the shared layer's ground floor: they import no browser effect (src/adapters) and no view piece (src/ui); a formatter of what they hold goes up to src/ui.",
      severity: 'error',
      from: { path: DATA },
      to: { path: `${EFFECTS}|${VIEWS}` },
    },
    {
      name: 'effects-import-no-views',
      comment:
        'Browser effects and live machines (src/adapters) import no view piece (src/ui): a live machine gets what a view offers through its deps (createLive…(deps)), given by the feature.',
      severity: 'error',
      from: { path: EFFECTS },
      to: { path: VIEWS },
    },
    {
      name: 'views-import-no-effects',
      comment:
        'View pieces (src/ui) import no browser effect or live machine (src/adapters): the feature that uses one gives it the effect (useCsvExport(key, downloadTextFile), <TableFilters liveSearch={createLiveTableSearchMachine}>); ids both sides need are data (src/config).',
      severity: 'error',
      from: { path: VIEWS },
      to: { path: EFFECTS },
    },
    {
      name: 'feature-imports-no-other-feature',
      comment:
        'A feature stands alone: what two features share moves to src/ui, src/config or src/mock; src/app or a route puts features together.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-imports-no-app-or-route',
      comment: 'Features are composed by src/app and src/routes, never the other way round.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: COMPOSERS },
    },
    {
      name: 'only-app-and-routes-compose-features',
      comment:
        'Only src/app, src/routes and start-up import features: src/ui, src/adapters, src/config, src/i18n and src/mock serve every feature, so they know none.',
      severity: 'error',
      from: { pathNot: `${COMPOSERS}|^src/features/` },
      to: { path: '^src/features/' },
    },
    {
      name: 'demo-data-only-in-the-console',
      comment: "src/mock is the console's demo data: the public site never loads it.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(mock|features/admin-[^/]+)/' },
      to: { path: '^src/mock/' },
    },
    {
      name: 'server-imports-no-src',
      comment:
        "The site's service (server/) runs in Node: it may share the machines' pure rules and the API data the pages are built from (catalogue, OpenAPI documents, the sandbox's contract and test devices, its operator's and its inboxes': docs/apis.md) and the languages' pure path rules (the operator's page is localized), never the browser app.",
      severity: 'error',
      from: { path: '^server/' },
      to: {
        path: '^src/',
        pathNot:
          '^src/config/(api-catalogue|api-sandbox|test-devices|sandbox-operator|sandbox-events)\\.ts$|^src/config/openapi/|^src/i18n/(languages|language-path)\\.ts$',
      },
    },
    {
      name: 'app-imports-no-server',
      comment: "The browser app and its machines never import the service's code (node:http, the store).",
      severity: 'error',
      from: { path: '^(src|machines)/' },
      to: { path: '^server/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import the checker cannot resolve would escape every rule above.',
      severity: 'error',
      from: {},
      // Vite plugins' virtual modules: the API pages' references (virtual:api-reference/<slug>,
      // scripts/vite/api-reference-plugin.ts), the mock logs' endpoint paths
      // (scripts/vite/api-endpoint-paths-plugin.ts) and the page-scoped stylesheets (scripts/vite/css-scopes-plugin.ts).
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    // Libraries and Panda's generated styled-system/ are imported, not checked.
    doNotFollow: { path: ['node_modules', '^styled-system/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
    },
  },
};
