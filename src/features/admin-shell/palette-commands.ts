import { Download, Globe, LogOut, Monitor, Moon, Sun, UserPen, UserPlus, type LucideIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import { THEME_PREFERENCES } from '../../../machines/console-theme/index.ts';
import { ADMIN_PAGES } from '../../config/admin-pages.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { USERS } from '../../mock/users-data.ts';
import type { PageCommand } from '../../ui/console/console-commands.ts';
import { commandId } from '../../config/palette-command-ids.ts';

/** As in the account menu (its own copy: importing that menu would tie this lazy chunk to the layout's). */
const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export type PaletteGroup = 'pages' | 'users' | 'actions';

/** One entry of the command palette: `value` is the command id its machine runs. */
export interface PaletteItem {
  readonly value: string;
  readonly label: string;
  readonly group: PaletteGroup;
  /** More words it is found by (an e-mail, a language's code). */
  readonly keywords: readonly string[];
  readonly icon: LucideIcon;
}

/** Everything the palette offers, in the words of the current language. */
export function paletteItems(t: TFunction<['admin', 'common']>, pageCommands: readonly PageCommand[]): PaletteItem[] {
  return [
    ...ADMIN_PAGES.map(({ key, icon }) => ({
      value: commandId.page(key),
      label: t(($) => $.pages[key]),
      group: 'pages' as const,
      keywords: [key],
      icon,
    })),
    ...USERS.map((user) => ({
      value: commandId.user(user.id),
      label: t(($) => $.palette.openUser, { name: user.name }),
      group: 'users' as const,
      keywords: [user.name, user.email],
      icon: UserPen,
    })),
    { value: commandId.addUser, label: t(($) => $.palette.addUser), group: 'actions', keywords: [], icon: UserPlus },
    ...pageCommands.map((command) => ({
      value: commandId.pageCommand(command.id),
      label: command.label,
      group: 'actions' as const,
      keywords: ['csv'],
      icon: Download,
    })),
    ...LANGUAGES.map((code) => ({
      value: commandId.language(code),
      label: t(($) => $.palette.language, { language: t(($) => $.common.languages[code]) }),
      group: 'actions' as const,
      keywords: [code],
      icon: Globe,
    })),
    ...THEME_PREFERENCES.map((preference) => ({
      value: commandId.theme(preference),
      label: t(($) => $.palette.theme, { theme: t(($) => $.shell.theme[preference]) }),
      group: 'actions' as const,
      keywords: [],
      icon: THEME_ICONS[preference],
    })),
    { value: commandId.signOut, label: t(($) => $.palette.signOut), group: 'actions', keywords: [], icon: LogOut },
  ];
}
