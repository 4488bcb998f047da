import { LogOut, Monitor, Moon, Settings, Sun, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { css } from 'styled-system/css';
import { type adminShellMachine } from '../../../machines/admin-shell/index.ts';
import { connectAdminShell } from '../../../machines/admin-shell/admin-shell.connect.ts';
import { THEME_PREFERENCES, type consoleThemeMachine } from '../../../machines/console-theme/index.ts';
import { connectConsoleTheme } from '../../../machines/console-theme/console-theme.connect.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { BRAND } from '../../config/brand.ts';
import { ActionMenu } from '../../ui/widgets/menu.tsx';

/** "Test Admin" → "TA". */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

interface AccountMenuProps {
  readonly shell: ActorRefFrom<typeof adminShellMachine>;
  readonly theme: ActorRefFrom<typeof consoleThemeMachine>;
}

/** The avatar in the top bar: who is signed in, the theme, two placeholders and Log out. */
export function AccountMenu({ shell, theme }: AccountMenuProps) {
  const { t } = useTranslation('admin');
  const { preference, choose } = useConnect(theme, connectConsoleTheme);
  const { placeholder, logout } = useConnect(shell, connectAdminShell);
  return (
    <ActionMenu
      triggerLabel={t(($) => $.shell.accountMenu, { name: BRAND.adminName })}
      triggerClassName={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        paddingInline: '1',
        paddingBlock: '1',
        borderRadius: 'pill',
        cursor: 'pointer',
        _hover: { bg: 'bg.muted' },
        _disabled: { opacity: 'disabled' },
      })}
      trigger={
        <>
          <span
            aria-hidden="true"
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: '9',
              height: '9',
              borderRadius: 'pill',
              bg: 'accent.solid',
              color: 'fg.onAccent',
              fontSize: 'sm',
              fontWeight: 'bold',
            })}
          >
            {initials(BRAND.adminName)}
          </span>
          <span className={css({ display: { base: 'none', sm: 'inline' }, fontSize: 'sm', fontWeight: 'semibold', paddingInlineEnd: '2' })}>
            {BRAND.adminName}
          </span>
        </>
      }
      header={
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          <span>{t(($) => $.shell.account.signedInAs)}</span>
          <span className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg' })}>{BRAND.adminName}</span>
          <span dir="ltr" className={css({ fontSize: 'sm', color: 'fg.muted', alignSelf: 'flex-start' })}>
            {BRAND.adminEmail}
          </span>
        </div>
      }
      choices={[
        {
          label: t(($) => $.shell.theme.label),
          value: preference,
          options: THEME_PREFERENCES.map((value) => ({ value, label: t(($) => $.shell.theme[value]), icon: THEME_ICONS[value] })),
          onChange: choose,
        },
      ]}
      actions={[
        {
          value: 'profile',
          label: t(($) => $.shell.account.profile),
          icon: UserRound,
          onSelect: () => placeholder('profile'),
        },
        {
          value: 'settings',
          label: t(($) => $.shell.account.settings),
          icon: Settings,
          onSelect: () => placeholder('settings'),
        },
      ]}
      trailing={[
        {
          value: 'logout',
          label: t(($) => $.shell.logout),
          icon: LogOut,
          onSelect: logout,
        },
      ]}
    />
  );
}
