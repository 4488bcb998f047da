import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import type { HideableColumn, TableColumn } from '../../config/console-tables.ts';
import { valueColumn, type DataColumn } from '../../ui/table/data-table.tsx';
import { useLogColumns } from './log-columns.tsx';
import type { LoginLog } from './logs-data.ts';

// Literal recipe calls, so Panda's static extraction generates every tone used here.
const LOGIN_BADGE = { success: badge({ tone: 'success' }), failedOtp: badge({ tone: 'danger' }) } as const;

const mono = (value: string) => (
  <span dir="ltr" className={css({ fontFamily: 'mono' })}>
    {value}
  </span>
);

/** User Login History's columns, on screen and in its CSV. */
export function useLoginColumns(): readonly DataColumn<LoginLog, TableColumn<'logins'>>[] {
  const { t } = useTranslation('logs');
  const header = (id: HideableColumn<'logins'>) => t(($) => $.logins.columns[id]);
  const status = (row: LoginLog) => t(($) => $.logins.status[row.status]);
  const { timestamp, tail } = useLogColumns<LoginLog>('logins');
  return [
    timestamp,
    valueColumn(
      'userId',
      header('userId'),
      (row) => row.userId,
      (row) => mono(row.userId),
      { phone: false },
    ),
    valueColumn(
      'ipAddress',
      header('ipAddress'),
      (row) => row.ipAddress,
      (row) => mono(row.ipAddress),
      { phone: false },
    ),
    valueColumn('status', header('status'), status, (row) => <span className={LOGIN_BADGE[row.status]}>{status(row)}</span>),
    ...tail,
  ];
}
