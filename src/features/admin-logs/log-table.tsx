import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { createLiveTableSearchMachine } from '../../adapters/table-search.live.ts';
import { CONSOLE_TABLES, type TableFilter } from '../../config/console-tables.ts';
import { ColumnMenu } from '../../ui/table/column-menu.tsx';
import { usePageCommand } from '../../ui/console/console-commands.ts';
import { DataTable, type DataColumn } from '../../ui/table/data-table.tsx';
import { formatNumber } from '../../ui/format/number.ts';
import { TableFilters, type FilterChoice } from '../../ui/table/table-filters.tsx';
import { useTableUrl } from '../../ui/table/table-url.ts';
import { TableViewsMenu } from '../../ui/table/table-views-menu.tsx';
import { LogSection, useLogExport } from './log-section.tsx';

type LogTableId = 'logins' | 'transactions';

interface LogTableProps<T extends LogTableId, Row extends { readonly id: string }> {
  readonly table: T;
  /** Every record; the URL's search and filters say which show. */
  readonly rows: readonly Row[];
  readonly columns: readonly DataColumn<Row>[];
  readonly searchIn: (row: Row) => readonly string[];
  /** Each filter: the row's value it compares, and its select (label, "all" and options). */
  readonly filters: readonly (Omit<FilterChoice, 'value' | 'name'> & {
    readonly name: TableFilter<T>;
    readonly of: (row: Row) => string;
  })[];
}

/**
 * A log table with its tools: saved views, columns, Export CSV (also a palette command), search
 * and filters, the count shown, and the table, all held in the URL (src/ui/table/table-url.ts).
 * Its words are the table's own in the `logs` texts (`logins.title`, `transactions.file`, …).
 */
export function LogTable<T extends LogTableId, Row extends { readonly id: string }>({
  table,
  rows: all,
  columns,
  searchIn,
  filters,
}: LogTableProps<T, Row>) {
  const { t, i18n } = useTranslation(['logs', 'admin']);
  const exportCsv = useLogExport();
  const filterBy = Object.fromEntries(filters.map((filter) => [filter.name, filter.of])) as Record<TableFilter<T>, (row: Row) => string>;
  const view = useTableUrl(table, { rows: all, columns, searchIn, filterBy });
  const title = t(($) => $[table].title);
  const exportShown = () =>
    exportCsv(
      t(($) => $[table].file),
      view.rows,
      columns.filter((column) => !view.hidden.has(column.id)),
    );
  usePageCommand(
    `export-${table}`,
    t(($) => $.admin.palette.exportTable, { table: title }),
    exportShown,
  );
  const language = i18n.resolvedLanguage;
  return (
    <LogSection
      title={title}
      description={t(($) => $[table].description)}
      onExport={exportShown}
      tools={
        <>
          <TableViewsMenu table={table} label={title} />
          <ColumnMenu table={title} columns={columns} hideable={view.hideable} hidden={view.hidden} onChange={view.hide} />
        </>
      }
      toolbar={
        <>
          <TableFilters
            label={t(($) => $.filters.label, { table: title })}
            search={{
              name: CONSOLE_TABLES[table].query,
              label: t(($) => $.filters.search),
              placeholder: t(($) => $[table].searchPlaceholder),
              value: view.query,
            }}
            filters={filters.map(({ of: _, ...filter }) => ({ ...filter, value: view.filters[filter.name] }))}
            applyLabel={t(($) => $.filters.apply)}
            clearLabel={t(($) => $.filters.clear)}
            onApply={view.apply}
            onClear={view.clear}
            liveSearch={createLiveTableSearchMachine}
          />
          {/* "Showing 2 of 6 records", spoken when a filter changes it. */}
          <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t(($) => $.filters.results, { shown: formatNumber(view.rows.length, language), total: formatNumber(all.length, language) })}
          </p>
        </>
      }
    >
      {(headingId) => (
        <DataTable
          columns={columns}
          rows={view.rows}
          rowKey={(row) => row.id}
          labelledBy={headingId}
          sort={view.sort}
          hidden={view.hidden}
          sortable={view.sortable}
          onSort={view.sortBy}
          empty={
            <>
              <p className={css({ fontWeight: 'semibold', color: 'fg' })}>{t(($) => $.filters.empty)}</p>
              <button
                type="button"
                className={`${button({ variant: 'outline', size: 'sm' })} ${css({ marginBlockStart: '4' })}`}
                onClick={view.clear}
              >
                {t(($) => $.filters.clear)}
              </button>
            </>
          }
        />
      )}
    </LogSection>
  );
}
