import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { LOG_APIS, TRANSACTION_STATUSES } from '../../config/console-search.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { formatLatency } from '../../ui/format/latency.ts';
import { formatUnitPrice } from '../../ui/format/money.ts';
import { ColumnMenu } from '../../ui/column-menu.tsx';
import { usePageCommand } from '../../ui/console-commands.ts';
import { TableFilters } from '../../ui/table-filters.tsx';
import { hiddenColumns, hideParam, matchesText, sortRows } from '../../ui/table-model.ts';
import { TableViewsMenu } from '../../ui/table-views-menu.tsx';
import { LogSection, Timestamp, useLogExport } from './log-section.tsx';
import { nextDirection, tableSort, useLogsView } from './log-view.ts';
import { DetailsButton, EmptyLogs, ShownCount } from './login-table.tsx';
import { TRANSACTION_LOGS, type TransactionLog } from './logs-data.ts';

/** The columns a person may hide (Details always stays). */
const HIDEABLE = ['timestamp', 'api', 'status', 'latency', 'cost'] as const;

const TRANSACTION_BADGE = {
  success: badge({ tone: 'success' }),
  delivered: badge({ tone: 'success' }),
  errorNoCoverage: badge({ tone: 'danger' }),
} as const;

/** API Transaction Logs: search, status and API filters and sort from the URL; Details opens the JSON record. */
export function TransactionSection() {
  const { t, i18n } = useTranslation(['logs', 'admin']);
  const { search, update } = useLogsView();
  const exportCsv = useLogExport();
  const language = i18n.resolvedLanguage;
  const collator = useMemo(() => new Intl.Collator(language, { sensitivity: 'base', numeric: true }), [language]);
  const api = (row: TransactionLog) => t(($) => $.apis[row.api]);
  const status = (row: TransactionLog) => t(($) => $.transactions.status[row.status]);
  const columns: readonly DataColumn<TransactionLog>[] = [
    {
      id: 'timestamp',
      header: t(($) => $.transactions.columns.timestamp),
      csvHeader: t(($) => $.transactions.columns.timestamp),
      csv: (row) => row.timestamp,
      sortValue: (row) => Date.parse(row.timestamp),
      cell: (row) => (
        <span className={css({ whiteSpace: 'nowrap' })}>
          <Timestamp value={row.timestamp} />
        </span>
      ),
    },
    {
      id: 'api',
      header: t(($) => $.transactions.columns.api),
      csvHeader: t(($) => $.transactions.columns.api),
      csv: api,
      sortValue: api,
      cell: (row) => <span className={css({ whiteSpace: 'nowrap' })}>{api(row)}</span>,
    },
    {
      id: 'status',
      header: t(($) => $.transactions.columns.status),
      csvHeader: t(($) => $.transactions.columns.status),
      csv: status,
      sortValue: status,
      cell: (row) => <span className={TRANSACTION_BADGE[row.status]}>{status(row)}</span>,
    },
    {
      id: 'latency',
      header: t(($) => $.transactions.columns.latency),
      csvHeader: t(($) => $.transactions.columns.latencyCsv),
      csv: (row) => row.latencyMs,
      sortValue: (row) => row.latencyMs,
      align: 'end',
      cell: (row) => formatLatency(row.latencyMs, language),
    },
    {
      id: 'cost',
      header: t(($) => $.transactions.columns.cost),
      csvHeader: t(($) => $.transactions.columns.cost),
      csv: (row) => row.costUsd.toFixed(3),
      sortValue: (row) => row.costUsd,
      align: 'end',
      cell: (row) => <span className={css({ whiteSpace: 'nowrap' })}>{formatUnitPrice(row.costUsd, language)}</span>,
    },
    { id: 'id', header: null, screen: false, csvHeader: t(($) => $.transactions.columns.id), csv: (row) => row.id, cell: () => null },
    {
      id: 'actions',
      header: <span className={css({ srOnly: true })}>{t(($) => $.transactions.columns.actions)}</span>,
      align: 'end',
      cell: (row) => <DetailsButton id={row.id} onClick={() => update({ details: row.id })} />,
    },
  ];
  const rows = sortRows(
    TRANSACTION_LOGS.filter(
      (row) =>
        (!search.txnStatus || row.status === search.txnStatus) &&
        (!search.txnApi || row.api === search.txnApi) &&
        matchesText(search.txnQ, [row.id, api(row)]),
    ),
    columns,
    tableSort(search.txnSort, search.txnDir),
    collator,
  );
  const clear = () => update({ txnQ: undefined, txnStatus: undefined, txnApi: undefined });
  const hidden = hiddenColumns(search.txnHide, HIDEABLE);
  const exportShown = () =>
    exportCsv(
      t(($) => $.transactions.file),
      rows,
      columns.filter((column) => !hidden.has(column.id)),
    );
  usePageCommand(
    'export-transactions',
    t(($) => $.admin.palette.exportTable, { table: t(($) => $.transactions.title) }),
    exportShown,
  );
  return (
    <LogSection
      title={t(($) => $.transactions.title)}
      description={t(($) => $.transactions.description)}
      onExport={exportShown}
      tools={
        <>
          <TableViewsMenu table="transactions" label={t(($) => $.transactions.title)} current={search} />
          <ColumnMenu
            table={t(($) => $.transactions.title)}
            columns={HIDEABLE.map((id) => ({ id, label: t(($) => $.transactions.columns[id]) }))}
            hidden={hidden}
            onChange={(next) => update({ txnHide: hideParam(next, HIDEABLE) })}
          />
        </>
      }
      toolbar={
        <>
          <TableFilters
            label={t(($) => $.filters.label, { table: t(($) => $.transactions.title) })}
            search={{
              name: 'txnQ',
              label: t(($) => $.filters.search),
              placeholder: t(($) => $.transactions.searchPlaceholder),
              value: search.txnQ,
            }}
            filters={[
              {
                name: 'txnApi',
                label: t(($) => $.transactions.columns.api),
                value: search.txnApi,
                allLabel: t(($) => $.filters.allApis),
                options: LOG_APIS.map((value) => ({ value, label: t(($) => $.apis[value]) })),
              },
              {
                name: 'txnStatus',
                label: t(($) => $.transactions.columns.status),
                value: search.txnStatus,
                allLabel: t(($) => $.filters.allStatuses),
                options: TRANSACTION_STATUSES.map((value) => ({ value, label: t(($) => $.transactions.status[value]) })),
              },
            ]}
            applyLabel={t(($) => $.filters.apply)}
            clearLabel={t(($) => $.filters.clear)}
            onApply={(values) => update({ txnQ: values.txnQ, txnApi: values.txnApi, txnStatus: values.txnStatus })}
            onClear={clear}
          />
          <ShownCount shown={rows.length} total={TRANSACTION_LOGS.length} />
        </>
      }
    >
      {(headingId) => (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          labelledBy={headingId}
          sort={tableSort(search.txnSort, search.txnDir)}
          hidden={hidden}
          onSort={(column) => update({ txnSort: column, txnDir: nextDirection(search.txnSort, search.txnDir, column) })}
          empty={<EmptyLogs onClear={clear} />}
        />
      )}
    </LogSection>
  );
}
