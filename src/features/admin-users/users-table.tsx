import { Download, RotateCcw, Trash2, X } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import type { ActorRefFrom } from 'xstate';
import { type userSelectionMachine } from '../../../machines/user-selection/index.ts';
import { connectUserSelection } from '../../../machines/user-selection/user-selection.connect.ts';
import { ROLE_IDS } from '../../../machines/users/index.ts';
import { connectUsers } from '../../../machines/users/users.connect.ts';
import { downloadTextFile } from '../../adapters/download.ts';
import { createLiveTableSearchMachine } from '../../adapters/table-search.live.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { ColumnMenu } from '../../ui/table/column-menu.tsx';
import { usePageCommand } from '../../ui/console/console-commands.ts';
import { useCsvExport } from '../../ui/table/csv-export.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { formatNumber } from '../../ui/format/number.ts';
import type { ReturnFocus } from '../../ui/app/return-focus.ts';
import { TableFilters } from '../../ui/table/table-filters.tsx';
import { useTableUrl } from '../../ui/table/table-url.ts';
import { TableViewsMenu } from '../../ui/table/table-views-menu.tsx';
import type { UsersRef } from './row-actions.tsx';
import { useUserColumns } from './users-columns.tsx';

type SelectionRef = ActorRefFrom<typeof userSelectionMachine>;

interface UsersTableProps {
  readonly usersRef: UsersRef;
  readonly selectionRef: SelectionRef;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly focusReturn: ReturnFocus;
}

/**
 * The user list. Search, role filter and sort live in the URL (src/ui/table/table-url.ts), so a link
 * or a reload shows the same view and Back undoes a change; rows keep the order they were
 * added in until a header sorts them. Rows can be selected for a bulk delete; each row's
 * actions sit in one menu.
 */
export function UsersTable({ usersRef, selectionRef, headingRef, focusReturn }: UsersTableProps) {
  const { t, i18n } = useTranslation(['users', 'admin']);
  const headingId = useId();
  const { users, selfId } = useConnect(usersRef, connectUsers);
  const columns = useUserColumns({ selfId, usersRef, focusReturn });
  const view = useTableUrl('users', {
    rows: users,
    columns,
    searchIn: (user) => [user.name, user.email],
    filterBy: { role: (user) => user.role },
  });
  const { rows } = view;
  const selection = useConnect(
    selectionRef,
    connectUserSelection,
    rows.map((user) => user.id),
    selfId,
  );
  const exportCsv = useCsvExport('users:toast.exported', downloadTextFile);
  const language = i18n.resolvedLanguage;
  const exportShown = () =>
    exportCsv(
      t(($) => $.list.file),
      rows,
      columns.filter((column) => !view.hidden.has(column.id)),
    );
  usePageCommand(
    'export-users',
    t(($) => $.admin.palette.exportTable, { table: t(($) => $.list.title) }),
    exportShown,
  );

  return (
    // Not a named section: the table's scrolling region below carries the heading's name.
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: '4' })}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={css({ textStyle: 'h3', _focus: { outline: 'none' } })}>
          {t(($) => $.list.title)}
        </h2>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <TableViewsMenu table="users" label={t(($) => $.list.title)} />
          <ColumnMenu table={t(($) => $.list.title)} columns={columns} hideable={view.hideable} hidden={view.hidden} onChange={view.hide} />
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-describedby={headingId} onClick={exportShown}>
            <Download size={16} aria-hidden="true" />
            {t(($) => $.list.export)}
          </button>
        </div>
      </div>
      <TableFilters
        label={t(($) => $.list.filtersLabel)}
        search={{ name: 'q', label: t(($) => $.list.search), placeholder: t(($) => $.list.searchPlaceholder), value: view.query }}
        filters={[
          {
            name: 'role',
            label: t(($) => $.list.columns.role),
            value: view.filters.role,
            allLabel: t(($) => $.list.allRoles),
            options: ROLE_IDS.map((role) => ({ value: role, label: t(($) => $.roles[role].name) })),
          },
        ]}
        applyLabel={t(($) => $.list.apply)}
        clearLabel={t(($) => $.list.clearFilters)}
        onApply={view.apply}
        onClear={view.clear}
        liveSearch={createLiveTableSearchMachine}
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', minHeight: '9' })}>
        <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t(($) => $.list.results, { shown: formatNumber(rows.length, language), total: formatNumber(users.length, language) })}
          {selection.shownSelected > 0
            ? ` · ${t(($) => $.list.selected, { number: formatNumber(selection.shownSelected, language) })}`
            : ''}
        </p>
        {selection.shownSelected > 0 ? (
          <>
            <button
              type="button"
              className={button({ variant: 'danger', size: 'sm' })}
              onClick={(event) => {
                focusReturn.remember(event.currentTarget);
                selection.deleteShown();
              }}
            >
              <Trash2 size={16} aria-hidden="true" />
              {t(($) => $.list.deleteSelected, { number: formatNumber(selection.shownSelected, language) })}
            </button>
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={selection.clear}>
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
        sort={view.sort}
        hidden={view.hidden}
        sortable={view.sortable}
        onSort={view.sortBy}
        selection={{
          isSelected: (user) => selection.selected.includes(user.id),
          blockedReason: (user) => (user.id === selfId ? t(($) => $.list.selfSelect) : null),
          onToggle: (user) => selection.toggle(user.id),
          rowLabel: (user) => t(($) => $.list.select, { name: user.name }),
          allLabel: t(($) => $.list.selectAll),
          allState: selection.allState,
          onToggleAll: selection.toggleAll,
        }}
        empty={
          <>
            <p className={css({ fontWeight: 'semibold', color: 'fg' })}>
              {view.query ? t(($) => $.list.empty, { query: view.query }) : t(($) => $.list.emptyFiltered)}
            </p>
            <p className={css({ marginBlockStart: '1' })}>{t(($) => $.list.emptyHint)}</p>
            {view.filtered ? (
              <button
                type="button"
                className={`${button({ variant: 'outline', size: 'sm' })} ${css({ marginBlockStart: '4' })}`}
                onClick={view.clear}
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
