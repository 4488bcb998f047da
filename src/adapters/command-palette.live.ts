import type { AnyRouter } from '@tanstack/react-router';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { adminShellMachine } from '../../machines/admin-shell/index.ts';
import { parseThemePreference, type consoleThemeMachine } from '../../machines/console-theme/index.ts';
import type { navMachine } from '../../machines/nav/index.ts';
import { selectLastSearch, type tableViewsMachine } from '../../machines/table-views/index.ts';
import { ADMIN_PAGES } from '../config/admin-pages.ts';
import { parseCommandId } from '../config/palette-command-ids.ts';
import { isLanguage } from '../i18n/languages.ts';
import {
  commandPaletteMachine,
  parseRecentCommands,
  RECENT_STORAGE_KEY,
  serializeRecentCommands,
  type CommandPaletteEvent,
  type CommandPaletteInput,
  type HoldKeysInput,
} from '../../machines/command-palette/index.ts';
import { PALETTE_INPUT_ID } from './command-palette.dom.ts';
import { readItem, writeItem } from './storage.ts';

/** The palette's input: the recent commands as stored (a tampered entry counts as none), read when the actor is created. */
export const liveCommandPaletteInput: CommandPaletteInput = {
  get recent() {
    return parseRecentCommands(readItem(RECENT_STORAGE_KEY));
  },
};

/** ⌘K on a Mac, Ctrl+K elsewhere (both work everywhere: a keyboard may not match the system). */
const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** What running the palette's commands needs: the router and the actors the commands talk to. */
export interface LiveCommandPaletteDeps {
  /** Fetches the palette's code (the view's lazy chunk); called when the console is idle. */
  readonly loadCode: () => Promise<unknown>;
  readonly router: Pick<AnyRouter, 'navigate'>;
  readonly views: ActorRefFrom<typeof tableViewsMachine>;
  readonly theme: ActorRefFrom<typeof consoleThemeMachine>;
  readonly shell: ActorRefFrom<typeof adminShellMachine>;
  readonly nav: ActorRefFrom<typeof navMachine>;
  /** A command the page shown now offers (src/ui/console/console-commands.ts), by id. */
  readonly findPageCommand: (id: string) => { readonly run: () => void } | null;
}

/** Runs a command by id (src/config/palette-command-ids.ts): pages open in the view they were left in. */
async function runCommand(command: string, { router, views, theme, shell, nav, findPageCommand }: LiveCommandPaletteDeps) {
  const [kind, name] = parseCommandId(command);
  const lastSearch = (to: string) => selectLastSearch(to)(views.getSnapshot()) ?? {};
  const page = ADMIN_PAGES.find((candidate) => candidate.key === name);
  if (kind === 'page' && page) await router.navigate({ to: page.to, search: lastSearch(page.to) } as never);
  else if (kind === 'user') await router.navigate({ to: '/admin/users', search: { ...lastSearch('/admin/users'), edit: name } } as never);
  else if (kind === 'action' && name === 'addUser')
    await router.navigate({ to: '/admin/users', search: { ...lastSearch('/admin/users'), add: '1' } } as never);
  else if (kind === 'run') findPageCommand(name)?.run();
  else if (kind === 'language' && isLanguage(name)) nav.send({ type: 'nav.language.select', language: name });
  else if (kind === 'theme') theme.send({ type: 'theme.choose', preference: parseThemePreference(name) ?? 'system' });
  else if (kind === 'action' && name === 'signOut') shell.send({ type: 'account.logout' });
}

/** The palette machine with the keyboard shortcut, storage and what its commands do. */
export function createLiveCommandPaletteMachine(deps: LiveCommandPaletteDeps) {
  return commandPaletteMachine.provide({
    actions: { storeRecent: (_, { recent }) => void writeItem(RECENT_STORAGE_KEY, serializeRecentCommands(recent)) },
    actors: {
      watchShortcut: fromCallback<CommandPaletteEvent>(({ sendBack }) => {
        const onKey = (event: KeyboardEvent) => {
          if (!isPaletteShortcut(event)) return;
          // The browser's own Ctrl+K (the address bar's search) must not take it.
          event.preventDefault();
          sendBack({ type: 'palette.toggle' });
        };
        document.addEventListener('keydown', onKey, true);
        return () => document.removeEventListener('keydown', onKey, true);
      }),
      runCommand: fromPromise<void, { command: string }>(({ input }) => runCommand(input.command, deps)),
      // Keys typed before the field can take them (its code loading, the dialog opening) are
      // kept for it: a character or Backspace, not a shortcut, not part of an input method's
      // work. The field takes them once it has focus and shows the query kept so far: Ark
      // writes that value a moment after the field is focused, and a key typed into the
      // still-empty field would replace everything held (CI lost "ער" of "ערכת" that way).
      holdKeys: fromCallback<CommandPaletteEvent, HoldKeysInput>(({ sendBack, input }) => {
        const onKey = (event: KeyboardEvent) => {
          const field = document.getElementById(PALETTE_INPUT_ID);
          if (field instanceof HTMLInputElement && document.activeElement === field && field.value === input.query()) return;
          if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
          if (event.key.length !== 1 && event.key !== 'Backspace') return;
          event.preventDefault();
          sendBack({ type: 'palette.key', key: event.key });
        };
        document.addEventListener('keydown', onKey, true);
        return () => document.removeEventListener('keydown', onKey, true);
      }),
      // Once the console has nothing else to do, so the palette is there before it is asked for.
      preload: fromPromise<void>(
        () =>
          new Promise<void>((done) => {
            const load = () => void deps.loadCode().finally(done);
            if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5_000 });
            else setTimeout(load, 2_000);
          }),
      ),
    },
  });
}
