import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useSelector } from '@xstate/react';
import { ArrowDown, ArrowUp, ChevronsUpDown, KeyRound, Pencil, Search, Trash2 } from 'lucide-react';
import { useId, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { button } from 'styled-system/recipes/button';
import { dataTable } from 'styled-system/recipes/data-table';
import { input } from 'styled-system/recipes/input';
import { menu } from 'styled-system/recipes/menu';
import type { ActorRefFrom } from 'xstate';
import {
  SORT_COLUMNS,
  selectQuery,
  selectSort,
  selectUsers,
  visibleUsers,
  type User,
  type usersMachine,
} from '../../../machines/users/index.ts';
import { formatDateTime } from '../../ui/format/date.ts';
import { formatNumber } from '../../ui/format/number.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import type { FocusReturn } from './focus-return.ts';

type UsersRef = ActorRefFrom<typeof usersMachine>;

const iconButton = button({ variant: 'ghost', size: 'icon' });

interface UsersTableProps {
  readonly usersRef: UsersRef;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly focusReturn: FocusReturn;
}

/** The user list: search, sortable headers, one row per user with its actions. */
export function UsersTable({ usersRef, headingRef, focusReturn }: UsersTableProps) {
  const { t, i18n } = useTranslation('users');
  const headingId = useId();
  const searchId = useId();
  const users = useSelector(usersRef, selectUsers);
  const sort = useSelector(usersRef, selectSort);
  const query = useSelector(usersRef, selectQuery);
  const language = i18n.resolvedLanguage;
  const collator = useMemo(() => new Intl.Collator(language, { sensitivity: 'base', numeric: true }), [language]);
  const rows = useMemo(() => visibleUsers(users, sort, query, collator), [users, sort, query, collator]);
  const styles = dataTable();

  return (
    // Not a named section: the table's scrolling region below carries the heading's name.
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: '4' })}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={css({ textStyle: 'h3', _focus: { outline: 'none' } })}>
          {t(($) => $.list.title)}
        </h2>
        <div className={css({ position: 'relative', width: { base: 'full', sm: 'searchField' } })}>
          <label htmlFor={searchId} className={visuallyHidden}>
            {t(($) => $.list.search)}
          </label>
          <Search
            size={16}
            aria-hidden="true"
            className={css({ position: 'absolute', insetInlineStart: '3', insetBlock: '0', marginBlock: 'auto', color: 'fg.subtle' })}
          />
          <input
            id={searchId}
            type="search"
            className={`${input()} ${css({ paddingInlineStart: '9' })}`}
            placeholder={t(($) => $.list.searchPlaceholder)}
            value={query}
            autoComplete="off"
            onChange={(event) => usersRef.send({ type: 'users.search', query: event.target.value })}
          />
        </div>
      </div>
      <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t(($) => $.list.results, { shown: formatNumber(rows.length, language), total: formatNumber(users.length, language) })}
      </p>
      {/* Focusable so keyboard users can scroll a table wider than a phone. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t(($) => $.list.caption)}</caption>
          <thead>
            <tr>
              {SORT_COLUMNS.map((column) => {
                const active = sort?.column === column;
                const SortIcon = !active ? ChevronsUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
                return (
                  <th key={column} scope="col" className={styles.header} aria-sort={active ? sort.direction : undefined}>
                    <button
                      type="button"
                      className={styles.sortButton}
                      data-active={active ? '' : undefined}
                      onClick={() => usersRef.send({ type: 'users.sort', column })}
                    >
                      {t(($) => $.list.columns[column])}
                      <SortIcon size={14} aria-hidden="true" />
                    </button>
                  </th>
                );
              })}
              <th scope="col" className={styles.header}>
                <span className={visuallyHidden}>{t(($) => $.list.columns.actions)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((user) => (
              <tr key={user.id} className={styles.row}>
                <td className={`${styles.cell} ${css({ fontWeight: 'medium', minWidth: '40' })}`}>{user.name}</td>
                <td className={styles.cell}>
                  <span dir="ltr">{user.email}</span>
                </td>
                <td className={styles.cell}>
                  <span className={badge({ tone: user.role === 'admin' ? 'accent' : 'neutral' })}>{t(($) => $.roles[user.role].name)}</span>
                </td>
                <td className={`${styles.cell} ${css({ whiteSpace: 'nowrap', color: 'fg.muted' })}`}>
                  {user.lastLogin === null ? (
                    t(($) => $.list.never)
                  ) : (
                    <time dateTime={user.lastLogin} dir="ltr">
                      {formatDateTime(user.lastLogin, language)}
                    </time>
                  )}
                </td>
                <td className={styles.cell}>
                  <RowActions user={user} usersRef={usersRef} focusReturn={focusReturn} />
                </td>
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={SORT_COLUMNS.length + 1} className={styles.empty}>
                  <p className={css({ fontWeight: 'semibold', color: 'fg' })}>{t(($) => $.list.empty, { query: query.trim() })}</p>
                  <p className={css({ marginBlockStart: '1' })}>{t(($) => $.list.emptyHint)}</p>
                  <button
                    type="button"
                    className={`${button({ variant: 'outline', size: 'sm' })} ${css({ marginBlockStart: '4' })}`}
                    onClick={() => {
                      usersRef.send({ type: 'users.search', query: '' });
                      document.getElementById(searchId)?.focus();
                    }}
                  >
                    {t(($) => $.list.clearSearch)}
                  </button>
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Edit, reset password (send a link, or force a reset after confirming) and delete. */
function RowActions({ user, usersRef, focusReturn }: { user: User; usersRef: UsersRef; focusReturn: FocusReturn }) {
  const { t } = useTranslation('users');
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const styles = menu();
  return (
    <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '1' })}>
      <button
        type="button"
        className={iconButton}
        aria-label={t(($) => $.list.edit, { name: user.name })}
        title={t(($) => $.list.edit, { name: user.name })}
        onClick={(event) => {
          focusReturn.remember(event.currentTarget);
          usersRef.send({ type: 'users.edit', userId: user.id });
        }}
      >
        <Pencil size={16} aria-hidden="true" />
      </button>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          focusReturn.remember(menuTrigger.current);
          usersRef.send({ type: value === 'force' ? 'users.forceReset' : 'users.resetPassword', userId: user.id });
        }}
      >
        <Menu.Trigger
          ref={menuTrigger}
          className={iconButton}
          aria-label={t(($) => $.list.resetPassword, { name: user.name })}
          title={t(($) => $.list.resetPassword, { name: user.name })}
        >
          <KeyRound size={16} aria-hidden="true" />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner className={styles.positioner}>
            <Menu.Content className={styles.content}>
              <Menu.Item value="link" className={styles.item}>
                {t(($) => $.list.sendResetLink)}
              </Menu.Item>
              <Menu.Item value="force" className={styles.item}>
                {t(($) => $.list.forceReset)}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <button
        type="button"
        className={`${iconButton} ${css({ color: 'danger.fg' })}`}
        aria-label={t(($) => $.list.delete, { name: user.name })}
        title={t(($) => $.list.delete, { name: user.name })}
        onClick={(event) => {
          focusReturn.remember(event.currentTarget);
          usersRef.send({ type: 'users.delete', userId: user.id });
        }}
      >
        <Trash2 size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
