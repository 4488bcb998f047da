import { useNavigate, useSearch } from '@tanstack/react-router';
import { Download, RotateCcw, Trash2, X } from 'lucide-react';
import { useId, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { button } from 'styled-system/recipes/button';
import type { ActorRefFrom } from 'xstate';
import { selectSelectedIds, type userSelectionMachine } from '../../../machines/user-selection/index.ts';
import { ROLE_IDS, selectSelfId, selectUsers, type User } from '../../../machines/users/index.ts';
import { USER_SORTS, type UsersSearch } from '../../config/console-search.ts';
import { useSelector } from '../../ui/actor-hooks.ts';
import { useCsvExport } from '../../ui/csv-export.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { formatDateTime } from '../../ui/format/date.ts';
import { formatNumber } from '../../ui/format/number.ts';
import type { ReturnFocus } from '../../ui/return-focus.ts';
import { ColumnMenu } from '../../ui/column-menu.tsx';
import { usePageCommand } from '../../ui/console-commands.ts';
import { TableFilters } from '../../ui/table-filters.tsx';
import { hiddenColumns, hideParam, matchesText, sortRows } from '../../ui/table-model.ts';
import { TableViewsMenu } from '../../ui/table-views-menu.tsx';
import { RowActions, type UsersRef } from './row-actions.tsx';

type SelectionRef = ActorRefFrom<typeof userSelectionMachine>;

interface UsersTableProps {
  readonly usersRef: UsersRef;
  readonly selectionRef: SelectionRef;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly focusReturn: ReturnFocus;
}

/** The columns a person may hide (the actions column always stays). */
const HIDEABLE = ['name', 'email', 'role', 'lastLogin'] as const;

/** Never signed in sorts before any real sign-in. */
const loginTime = (user: User) => (user.lastLogin === null ? 0 : Date.parse(user.lastLogin));

/**
 * The user list. Search, role filter and sort live in the URL (the route validates them), so a
 * link or a reload shows the same view and Back undoes a change; rows keep the order they were
 * added in until a header sorts them. Rows can be selected for a bulk delete; each row's
 * actions sit in one menu.
 */
export function UsersTable({ usersRef, selectionRef, headingRef, focusReturn }: UsersTableProps) {
  const { t, i18n } = useTranslation(['users', 'admin']);
  const headingId = useId();
  const search: UsersSearch = useSearch({ from: '/admin/users' });
  const navigate = useNavigate({ from: '/admin/users' });
  const users = useSelector(usersRef, selectUsers);
  const selfId = useSelector(usersRef, selectSelfId);
  const selectedIds = useSelector(selectionRef, selectSelectedIds);
  const exportCsv = useCsvExport('users:toast.exported');
  const language = i18n.resolvedLanguage;
  const collator = useMemo(() => new Intl.Collator(language, { sensitivity: 'base', numeric: true }), [language]);

  const roleName = (user: User) => t(($) => $.roles[user.role].name);
  const columns: readonly DataColumn<User>[] = [
    {
      id: 'name',
      header: t(($) => $.list.columns.name),
      csvHeader: t(($) => $.list.columns.name),
      csv: (user) => user.name,
      sortValue: (user) => user.name,
      cell: (user) => (
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
    },
    {
      id: 'email',
      header: t(($) => $.list.columns.email),
      csvHeader: t(($) => $.list.columns.email),
      csv: (user) => user.email,
      sortValue: (user) => user.email,
      cell: (user) => <span dir="ltr">{user.email}</span>,
    },
    {
      id: 'role',
      header: t(($) => $.list.columns.role),
      csvHeader: t(($) => $.list.columns.role),
      csv: roleName,
      sortValue: (user) => ROLE_IDS.indexOf(user.role),
      cell: (user) => <span className={badge({ tone: user.role === 'admin' ? 'accent' : 'neutral' })}>{roleName(user)}</span>,
    },
    {
      id: 'lastLogin',
      header: t(($) => $.list.columns.lastLogin),
      csvHeader: t(($) => $.list.columns.lastLogin),
      csv: (user) => user.lastLogin ?? t(($) => $.list.never),
      sortValue: loginTime,
      cell: (user) => (
        <span className={css({ whiteSpace: 'nowrap', color: 'fg.muted' })}>
          {user.lastLogin === null ? (
            t(($) => $.list.never)
          ) : (
            <time dateTime={user.lastLogin} dir="ltr">
              {formatDateTime(user.lastLogin, language)}
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

  const sort = search.sort
    ? { column: search.sort, direction: search.dir === 'desc' ? ('descending' as const) : ('ascending' as const) }
    : null;
  const rows = sortRows(
    users.filter((user) => (!search.role || user.role === search.role) && matchesText(search.q, [user.name, user.email])),
    columns,
    sort,
    collator,
  );
  const hidden = hiddenColumns(search.hide, HIDEABLE);
  const shownColumns = columns.filter((column) => !hidden.has(column.id));
  const exportShown = () =>
    exportCsv(
      t(($) => $.list.file),
      rows,
      shownColumns,
    );
  usePageCommand(
    'export-users',
    t(($) => $.admin.palette.exportTable, { table: t(($) => $.list.title) }),
    exportShown,
  );
  const selectable = rows.filter((user) => user.id !== selfId).map((user) => user.id);
  const shownSelected = selectedIds.filter((id) => rows.some((user) => user.id === id));
  const filtered = search.q !== undefined || search.role !== undefined;
  const clearFilters = () => void navigate({ search: (previous) => ({ ...previous, q: undefined, role: undefined }) });

  return (
    // Not a named section: the table's scrolling region below carries the heading's name.
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: '4' })}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={css({ textStyle: 'h3', _focus: { outline: 'none' } })}>
          {t(($) => $.list.title)}
        </h2>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <TableViewsMenu table="users" label={t(($) => $.list.title)} current={search} />
          <ColumnMenu
            table={t(($) => $.list.title)}
            columns={HIDEABLE.map((id) => ({ id, label: t(($) => $.list.columns[id]) }))}
            hidden={hidden}
            onChange={(next) => void navigate({ search: (previous) => ({ ...previous, hide: hideParam(next, HIDEABLE) }) })}
          />
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-describedby={headingId} onClick={exportShown}>
            <Download size={16} aria-hidden="true" />
            {t(($) => $.list.export)}
          </button>
        </div>
      </div>
      <TableFilters
        label={t(($) => $.list.filtersLabel)}
        search={{ name: 'q', label: t(($) => $.list.search), placeholder: t(($) => $.list.searchPlaceholder), value: search.q }}
        filters={[
          {
            name: 'role',
            label: t(($) => $.list.columns.role),
            value: search.role,
            allLabel: t(($) => $.list.allRoles),
            options: ROLE_IDS.map((role) => ({ value: role, label: t(($) => $.roles[role].name) })),
          },
        ]}
        applyLabel={t(($) => $.list.apply)}
        clearLabel={t(($) => $.list.clearFilters)}
        onApply={(values) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              q: values.q,
              role: ROLE_IDS.find((role) => role === values.role),
            }),
          })
        }
        onClear={clearFilters}
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', minHeight: '9' })}>
        <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t(($) => $.list.results, { shown: formatNumber(rows.length, language), total: formatNumber(users.length, language) })}
          {shownSelected.length > 0 ? ` · ${t(($) => $.list.selected, { number: formatNumber(shownSelected.length, language) })}` : ''}
        </p>
        {shownSelected.length > 0 ? (
          <>
            <button
              type="button"
              className={button({ variant: 'danger', size: 'sm' })}
              onClick={(event) => {
                focusReturn.remember(event.currentTarget);
                selectionRef.send({ type: 'selection.delete', userIds: rows.map((user) => user.id) });
              }}
            >
              <Trash2 size={16} aria-hidden="true" />
              {t(($) => $.list.deleteSelected, { number: formatNumber(shownSelected.length, language) })}
            </button>
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              onClick={() => selectionRef.send({ type: 'selection.clear' })}
            >
              <X size={16} aria-hidden="true" />
              {t(($) => $.list.clearSelection)}
            </button>
          </>
        ) : null}
      </div>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(user) => user.id}
        labelledBy={headingId}
        caption={t(($) => $.list.caption)}
        sort={sort}
        hidden={hidden}
        onSort={(column) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              sort: USER_SORTS.find((sort) => sort === column),
              dir: previous.sort === column && previous.dir !== 'desc' ? 'desc' : 'asc',
            }),
          })
        }
        selection={{
          isSelected: (user) => selectedIds.includes(user.id),
          blockedReason: (user) => (user.id === selfId ? t(($) => $.list.selfSelect) : null),
          onToggle: (user) => selectionRef.send({ type: 'selection.toggle', userId: user.id }),
          rowLabel: (user) => t(($) => $.list.select, { name: user.name }),
          allLabel: t(($) => $.list.selectAll),
          allState:
            selectable.length > 0 && selectable.every((id) => selectedIds.includes(id))
              ? 'all'
              : shownSelected.length > 0
                ? 'some'
                : 'none',
          onToggleAll: () => selectionRef.send({ type: 'selection.toggleAll', userIds: selectable }),
        }}
        empty={
          <>
            <p className={css({ fontWeight: 'semibold', color: 'fg' })}>
              {search.q ? t(($) => $.list.empty, { query: search.q }) : t(($) => $.list.emptyFiltered)}
            </p>
            <p className={css({ marginBlockStart: '1' })}>{t(($) => $.list.emptyHint)}</p>
            {filtered ? (
              <button
                type="button"
                className={`${button({ variant: 'outline', size: 'sm' })} ${css({ marginBlockStart: '4' })}`}
                onClick={clearFilters}
              >
                <RotateCcw size={16} aria-hidden="true" />
                {t(($) => $.list.clearFilters)}
              </button>
            ) : null}
          </>
        }
      />
    </section>
  );
}
