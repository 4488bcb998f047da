import { useTranslation } from 'react-i18next';
import { LOGIN_STATUSES } from '../../config/console-search.ts';
import { useLoginColumns } from './login-columns.tsx';
import { LogTable } from './log-table.tsx';
import { LOGIN_LOGS } from './logs-data.ts';

/** User Login History: search, status filter and sort from the URL; Details opens the record. */
export function LoginSection() {
  const { t } = useTranslation('logs');
  const columns = useLoginColumns();
  return (
    <LogTable
      table="logins"
      rows={LOGIN_LOGS}
      columns={columns}
      searchIn={(row) => [row.userId, row.ipAddress, row.id]}
      filters={[
        {
          name: 'loginStatus',
          of: (row) => row.status,
          label: t(($) => $.logins.columns.status),
          allLabel: t(($) => $.filters.allStatuses),
          options: LOGIN_STATUSES.map((value) => ({ value, label: t(($) => $.logins.status[value]) })),
        },
      ]}
    />
  );
}
