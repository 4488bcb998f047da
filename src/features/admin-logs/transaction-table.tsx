import { useTranslation } from 'react-i18next';
import { API_NAMES } from '../../config/api-slugs.ts';
import { LOG_APIS, TRANSACTION_STATUSES } from '../../config/console-search.ts';
import { LogTable } from './log-table.tsx';
import { TRANSACTION_LOGS } from './logs-data.ts';
import { useTransactionColumns } from './transaction-columns.tsx';

/** API Transaction Logs: search, status and API filters and sort from the URL; Details opens the JSON record. */
export function TransactionSection() {
  const { t } = useTranslation('logs');
  const columns = useTransactionColumns();
  return (
    <LogTable
      table="transactions"
      rows={TRANSACTION_LOGS}
      columns={columns}
      searchIn={(row) => [row.id, API_NAMES[row.api]]}
      filters={[
        {
          name: 'txnApi',
          of: (row) => row.api,
          label: t(($) => $.transactions.columns.api),
          allLabel: t(($) => $.filters.allApis),
          options: LOG_APIS.map((value) => ({ value, label: API_NAMES[value] })),
        },
        {
          name: 'txnStatus',
          of: (row) => row.status,
          label: t(($) => $.transactions.columns.status),
          allLabel: t(($) => $.filters.allStatuses),
          options: TRANSACTION_STATUSES.map((value) => ({ value, label: t(($) => $.transactions.status[value]) })),
        },
      ]}
    />
  );
}
