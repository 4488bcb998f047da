import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { ROLE_IDS, type User } from '../../../machines/users/index.ts';
import type { HideableColumn, TableColumn } from '../../config/console-tables.ts';
import { valueColumn, type DataColumn } from '../../ui/table/data-table.tsx';
import { formatDateTime } from '../../ui/format/date.ts';
import type { ReturnFocus } from '../../ui/app/return-focus.ts';
import { RowActions, type UsersRef } from './row-actions.tsx';

/** Never signed in sorts before any real sign-in. */
const loginTime = (user: User) => (user.lastLogin === null ? 0 : Date.parse(user.lastLogin));

interface UserColumnsProps {
  /** The signed-in admin's row: marked "You", and it cannot be deleted. */
  readonly selfId: string | null;
  readonly usersRef: UsersRef;
  readonly focusReturn: ReturnFocus;
}

/** The user list's columns, on screen and in its CSV. */
export function useUserColumns({ selfId, usersRef, focusReturn }: UserColumnsProps): readonly DataColumn<User, TableColumn<'users'>>[] {
  const { t, i18n } = useTranslation('users');
  const header = (id: HideableColumn<'users'>) => t(($) => $.list.columns[id]);
  const roleName = (user: User) => t(($) => $.roles[user.role].name);
  return [
    valueColumn(
      'name',
      header('name'),
      (user) => user.name,
      (user) => (
        <span className={css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontWeight: 'medium' })}>
          {user.name}
          {/* A space, so the row's name reads "Test Admin You", not "Test AdminYou". */}
          {user.id === selfId ? (
            <>
              {' '}
              <span className={badge({ tone: 'neutral' })}>{t(($) => $.list.you)}</span>
            </>
          ) : null}
        </span>
      ),
    ),
    valueColumn(
      'email',
      header('email'),
      (user) => user.email,
      (user) => <span dir="ltr">{user.email}</span>,
      { phone: false },
    ),
    {
      id: 'role',
      header: header('role'),
      csvHeader: header('role'),
      csv: roleName,
      sortValue: (user) => ROLE_IDS.indexOf(user.role),
      phone: false,
      cell: (user) => <span className={badge({ tone: user.role === 'admin' ? 'accent' : 'neutral' })}>{roleName(user)}</span>,
    },
    {
      id: 'lastLogin',
      header: header('lastLogin'),
      csvHeader: header('lastLogin'),
      csv: (user) => user.lastLogin ?? t(($) => $.list.never),
      sortValue: loginTime,
      phone: false,
      cell: (user) => (
        <span className={css({ whiteSpace: 'nowrap', color: 'fg.muted' })}>
          {user.lastLogin === null ? (
            t(($) => $.list.never)
          ) : (
            <time dateTime={user.lastLogin} dir="ltr">
              {formatDateTime(user.lastLogin, i18n.resolvedLanguage)}
            </time>
          )}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className={css({ srOnly: true })}>{t(($) => $.list.columns.actions)}</span>,
      align: 'end',
      cell: (user) => <RowActions user={user} self={user.id === selfId} usersRef={usersRef} focusReturn={focusReturn} />,
    },
  ];
}
