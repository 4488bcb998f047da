import { useRouter, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_TABLES, hideableColumns, sortableColumns, type ConsoleTable, type TableFilter } from '../../config/console-tables.ts';
import {
  hiddenColumns,
  hideParam,
  matchesText,
  nextDirection,
  sortRows,
  tableSort,
  type ColumnModel,
  type TableSort,
} from './table-model.ts';

/** What a table's view needs of its rows. */
export interface TableUrlOptions<T extends ConsoleTable, Row> {
  readonly rows: readonly Row[];
  readonly columns: readonly ColumnModel<Row>[];
  /** The texts the search looks in. */
  readonly searchIn: (row: Row) => readonly string[];
  /** Each filter's value of a row, by its param (`role: (user) => user.role`). */
  readonly filterBy: Readonly<Record<TableFilter<T>, (row: Row) => string>>;
}

type ParamValues = Readonly<Record<string, string | undefined>>;

/** A table's view as the URL holds it, its rows as that view shows them, and the ways to change it. */
export interface TableUrl<T extends ConsoleTable, Row> {
  readonly query: string | undefined;
  readonly filters: Readonly<Record<TableFilter<T>, string | undefined>>;
  readonly sort: TableSort | null;
  readonly hidden: ReadonlySet<string>;
  /** The columns whose header sorts, and those the Columns menu offers (CONSOLE_TABLES). */
  readonly sortable: readonly string[];
  readonly hideable: readonly string[];
  /** The rows the search and filters keep, in the order asked for. */
  readonly rows: readonly Row[];
  /** Whether a search or filter narrows the rows. */
  readonly filtered: boolean;
  readonly sortBy: (column: string) => void;
  /** Puts a search and filters form's values (by param; empty is `undefined`) in the URL. */
  readonly apply: (values: ParamValues) => void;
  readonly clear: () => void;
  readonly hide: (hidden: ReadonlySet<string>) => void;
}

/**
 * One console table's view — search, filters, sort, hidden columns — held in the URL's search
 * params (its own, CONSOLE_TABLES), so a link or a reload shows the same view and Back undoes a
 * change (each change is a history entry). The route validates the params
 * (src/config/console-search.ts): a value it does not know is dropped.
 */
export function useTableUrl<T extends ConsoleTable, Row>(table: T, options: TableUrlOptions<T, Row>): TableUrl<T, Row> {
  const spec = CONSOLE_TABLES[table];
  const hideable: readonly string[] = hideableColumns(table);
  const router = useRouter();
  const search: Readonly<Record<string, string | undefined>> = useSearch({ strict: false });
  const language = useTranslation().i18n.resolvedLanguage;
  const collator = useMemo(() => new Intl.Collator(language, { sensitivity: 'base', numeric: true }), [language]);
  const update = (change: ParamValues) =>
    void router.navigate({
      to: spec.path,
      search: (previous: Record<string, unknown>) => ({ ...previous, ...change }),
    } as Parameters<typeof router.navigate>[0]);

  const names = spec.filters as readonly TableFilter<T>[];
  const query = search[spec.query];
  const filters = Object.fromEntries(names.map((name) => [name, search[name]])) as Record<TableFilter<T>, string | undefined>;
  const sort = tableSort(search[spec.sort], search[spec.dir]);
  const kept = options.rows.filter(
    (row) =>
      names.every((name) => filters[name] === undefined || options.filterBy[name](row) === filters[name]) &&
      matchesText(query, options.searchIn(row)),
  );
  const formParams = [spec.query, ...names];
  return {
    query,
    filters,
    sort,
    hidden: hiddenColumns(search[spec.hide], hideable),
    sortable: sortableColumns(table),
    hideable,
    rows: sortRows(kept, options.columns, sort, collator),
    filtered: formParams.some((name) => search[name] !== undefined),
    sortBy: (column) => update({ [spec.sort]: column, [spec.dir]: nextDirection(sort, column) }),
    apply: (values) => update(Object.fromEntries(formParams.map((name) => [name, values[name]]))),
    clear: () => update(Object.fromEntries(formParams.map((name) => [name, undefined]))),
    hide: (hidden) => update({ [spec.hide]: hideParam(hidden, hideable) }),
  };
}
