import { useTranslation } from 'react-i18next';
import { API_NAMES } from '../../config/api-slugs.ts';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import type { HideableColumn, TableColumn } from '../../config/console-tables.ts';
import { valueColumn, type DataColumn } from '../../ui/table/data-table.tsx';
import { formatLatency } from '../../ui/format/latency.ts';
import { formatUnitPrice } from '../../ui/format/money.ts';
import { useLogColumns } from './log-columns.tsx';
import type { TransactionLog } from './logs-data.ts';

const TRANSACTION_BADGE = {
  success: badge({ tone: 'success' }),
  delivered: badge({ tone: 'success' }),
  errorNoCoverage: badge({ tone: 'danger' }),
} as const;

const noWrap = css({ whiteSpace: 'nowrap' });

/** API Transaction Logs' columns, on screen and in its CSV. */
export function useTransactionColumns(): readonly DataColumn<TransactionLog, TableColumn<'transactions'>>[] {
  const { t, i18n } = useTranslation('logs');
  const language = i18n.resolvedLanguage;
  const header = (id: HideableColumn<'transactions'>) => t(($) => $.transactions.columns[id]);
  const api = (row: TransactionLog) => API_NAMES[row.api];
  const status = (row: TransactionLog) => t(($) => $.transactions.status[row.status]);
  const { timestamp, tail } = useLogColumns<TransactionLog>('transactions');
  return [
    timestamp,
    valueColumn('api', header('api'), api, (row) => <span className={noWrap}>{api(row)}</span>, { phone: false }),
    valueColumn('status', header('status'), status, (row) => <span className={TRANSACTION_BADGE[row.status]}>{status(row)}</span>),
    valueColumn(
      'latency',
      header('latency'),
      (row) => row.latencyMs,
      (row) => formatLatency(row.latencyMs, language),
      {
        csvHeader: t(($) => $.transactions.columns.latencyCsv),
        align: 'end',
        phone: false,
      },
    ),
    valueColumn(
      'cost',
      header('cost'),
      (row) => row.costUsd,
      (row) => <span className={noWrap}>{formatUnitPrice(row.costUsd, language)}</span>,
      {
        csv: (row) => row.costUsd.toFixed(3),
        align: 'end',
        phone: false,
      },
    ),
    ...tail,
  ];
}
