import { Link, Outlet, useRouter } from '@tanstack/react-router';
import { House, Menu, Search } from 'lucide-react';
import { useActorRef } from '../../ui/app/actor-hooks.ts';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { connectAdminShell } from '../../../machines/admin-shell/admin-shell.connect.ts';
import { connectConsoleTheme } from '../../../machines/console-theme/console-theme.connect.ts';
import { createLiveAdminShellMachine } from '../../adapters/admin-shell.live.ts';
import { liveConsoleThemeInput, liveConsoleThemeMachine } from '../../adapters/console-theme.live.ts';
import { createLiveTableViewsMachine, liveTableViewsInput } from '../../adapters/table-views.live.ts';
import { CONSOLE_TABLES } from '../../config/console-tables.ts';
import { ConsoleActorsContext } from '../../ui/app/actor-hooks.ts';
import { lazy, Suspense, useMemo } from 'react';
import { connectCommandPalette } from '../../../machines/command-palette/command-palette.connect.ts';
import { createLiveCommandPaletteMachine, liveCommandPaletteInput } from '../../adapters/command-palette.live.ts';
import { THEME_ATTRIBUTE } from '../../theme/console-theme.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { findPageCommand } from '../../ui/console/console-commands.ts';
import { TakeoverSignal } from '../../start-up/readiness.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { Modal } from '../../ui/widgets/dialog.tsx';
import { Logo } from '../../ui/page/logo.tsx';
import { skipLink } from '../../ui/page/skip-link.ts';
import { AccountMenu } from './account-menu.tsx';
import { AdminNavList } from './admin-nav-list.tsx';
import { ConsoleLanguageMenu } from './console-language-menu.tsx';
// The console's own styles and dark theme, loaded with this chunk (src/theme/css-scopes.ts).
import 'virtual:css-scope/console.css';

// The palette's code (Ark's combobox, match-sorter) loads when the console is idle, or when it
// is first asked for if that comes sooner (keys typed meanwhile are held by its machine); once
// loaded it stays mounted, closed, so Ark can hand focus back when it closes.
let paletteFetched = false;
const loadPalette = () =>
  import('./command-palette.tsx').then((module) => {
    paletteFetched = true;
    return module;
  });
const CommandPalette = lazy(loadPalette);

/**
 * The frame of every /admin page: a top bar (menu button on small screens, logo, account
 * menu), the page list as a fixed sidebar from md up and as a drawer below, and the page.
 */
export function AdminLayout() {
  const { t } = useTranslation(['admin', 'common']);
  const { auth, toast, nav } = useAppActors();
  const router = useRouter();
  const shell = useActorRef(createLiveAdminShellMachine({ router }), { input: { auth, toast } });
  const { drawerOpen, openDrawer, closeDrawer } = useConnect(shell, connectAdminShell);
  // The live inputs read storage once, as each actor is created, not on every render.
  const themeRef = useActorRef(liveConsoleThemeMachine, { input: liveConsoleThemeInput });
  const { theme } = useConnect(themeRef, connectConsoleTheme);
  const views = useActorRef(createLiveTableViewsMachine({ router }), { input: liveTableViewsInput(CONSOLE_TABLES, toast) });
  const consoleActors = useMemo(() => ({ theme: themeRef, views }), [themeRef, views]);

  const palette = useActorRef(
    createLiveCommandPaletteMachine({ router, views, theme: themeRef, shell, nav, findPageCommand, loadCode: loadPalette }),
    { input: liveCommandPaletteInput },
  );
  const { open: paletteOpen, toggle: togglePalette } = useConnect(palette, connectCommandPalette);

  return (
    // The theme is painted from the first render: the whole document follows this attribute.
    <ConsoleActorsContext value={consoleActors}>
      <div className={css({ minHeight: 'dvh', bg: 'bg.subtle', color: 'fg' })} {...{ [THEME_ATTRIBUTE]: theme }}>
        <TakeoverSignal />
        <a href="#main" className={skipLink}>
          {t(($) => $.common.nav.skipToContent)}
        </a>
        <header
          className={css({
            position: 'sticky',
            insetBlockStart: '0',
            zIndex: 'sticky',
            height: 'header',
            display: 'flex',
            alignItems: 'center',
            gap: { base: '2', md: '4' },
            paddingInline: { base: '3', md: '6' },
            bg: 'bg',
            borderBlockEndWidth: '1px',
            borderColor: 'border',
          })}
        >
          <button
            type="button"
            className={cx(button({ variant: 'ghost', size: 'icon' }), css({ display: { base: 'inline-flex', md: 'none' } }))}
            aria-label={t(($) => $.shell.openMenu)}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onClick={openDrawer}
          >
            <Menu size={22} aria-hidden="true" />
          </button>
          <Link to="/admin" aria-label={t(($) => $.shell.home)} className={css({ textDecoration: 'none', borderRadius: 'control' })}>
            <Logo compact />
          </Link>
          <div className={css({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: { base: '1', md: '2' } })}>
            {/* The palette for touch and for those who do not know ⌘K / Ctrl+K; its words hide on a phone. */}
            <button
              type="button"
              className={cx(button({ variant: 'outline', size: 'sm' }), css({ color: 'fg.muted' }))}
              aria-label={t(($) => $.palette.open)}
              aria-haspopup="dialog"
              aria-keyshortcuts="Control+K Meta+K"
              onPointerEnter={() => void loadPalette()}
              onFocus={() => void loadPalette()}
              onClick={togglePalette}
            >
              <Search size={16} aria-hidden="true" />
              <span className={css({ display: { base: 'none', lg: 'inline' } })}>{t(($) => $.palette.open)}</span>
              <kbd
                aria-hidden="true"
                className={css({
                  display: { base: 'none', lg: 'inline' },
                  fontFamily: 'body',
                  fontSize: 'xs',
                  paddingInline: '1.5',
                  borderWidth: '1px',
                  borderColor: 'border',
                  borderRadius: 'control',
                })}
              >
                Ctrl K
              </kbd>
            </button>
            {/* The way back to the public site; its words hide on a phone, the name stays. */}
            <Link to="/" className={button({ variant: 'ghost', size: 'sm' })} aria-label={t(($) => $.shell.publicSite)}>
              <House size={18} aria-hidden="true" />
              <span className={css({ display: { base: 'none', sm: 'inline' } })}>{t(($) => $.shell.publicSite)}</span>
            </Link>
            <ConsoleLanguageMenu />
            <AccountMenu shell={shell} theme={themeRef} />
          </div>
        </header>

        <div className={css({ display: 'flex' })}>
          <nav
            aria-label={t(($) => $.shell.navigation)}
            className={css({
              display: { base: 'none', md: 'block' },
              position: 'sticky',
              insetBlockStart: 'header',
              alignSelf: 'flex-start',
              width: 'sidebar',
              flexShrink: 0,
              height: 'belowHeader',
              overflowY: 'auto',
              padding: '4',
              bg: 'bg',
              borderInlineEndWidth: '1px',
              borderColor: 'border',
            })}
          >
            <AdminNavList />
          </nav>
          <main
            id="main"
            tabIndex={-1}
            className={css({ flex: '1', minWidth: '0', padding: { base: '4', md: '8' }, _focus: { outline: 'none' } })}
          >
            <Outlet />
          </main>
        </div>

        {paletteOpen || paletteFetched ? (
          <Suspense fallback={null}>
            <CommandPalette palette={palette} />
          </Suspense>
        ) : null}

        <Modal
          open={drawerOpen}
          onRequestClose={closeDrawer}
          placement="start"
          title={t(($) => $.shell.menuTitle)}
          closeLabel={t(($) => $.common.nav.closeMenu)}
        >
          <nav aria-label={t(($) => $.shell.navigation)}>
            <AdminNavList onNavigate={closeDrawer} />
          </nav>
        </Modal>
      </div>
    </ConsoleActorsContext>
  );
}
