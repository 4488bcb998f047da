import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import type { DataColumn } from '../../ui/table/data-table.tsx';
import { Timestamp } from './log-section.tsx';
import { useLogsView } from './log-view.ts';

/** What every log record has: an id (its details' URL) and the moment it happened. */
interface LogRecord {
  readonly id: string;
  readonly timestamp: string;
}

/**
 * The columns both log tables have, under the table's own headers (`logins.columns.…`): when
 * (the row's name), the record's id (in the CSV only: the screen shows it in Details) and the
 * Details button, which opens the record through the URL (`details`).
 */
export function useLogColumns<Row extends LogRecord>(table: 'logins' | 'transactions') {
  const { t } = useTranslation('logs');
  const { update } = useLogsView();
  const headers = {
    timestamp: t(($) => $[table].columns.timestamp),
    id: t(($) => $[table].columns.id),
    actions: t(($) => $[table].columns.actions),
  };
  const timestamp: DataColumn<Row, 'timestamp'> = {
    id: 'timestamp',
    header: headers.timestamp,
    csvHeader: headers.timestamp,
    csv: (row) => row.timestamp,
    sortValue: (row) => Date.parse(row.timestamp),
    cell: (row) => (
      // On a phone the date and the time may take two lines, leaving room for the status.
      <span className={css({ whiteSpace: { base: 'normal', sm: 'nowrap' } })}>
        <Timestamp value={row.timestamp} />
      </span>
    ),
  };
  const tail: readonly DataColumn<Row, 'id' | 'actions'>[] = [
    { id: 'id', header: null, screen: false, csvHeader: headers.id, csv: (row) => row.id, cell: () => null },
    {
      id: 'actions',
      header: <span className={css({ srOnly: true })}>{headers.actions}</span>,
      align: 'end',
      cell: (row) => <DetailsButton id={row.id} onClick={() => update({ details: row.id })} />,
    },
  ];
  return { timestamp, tail };
}

function DetailsButton({ id, onClick }: { id: string; onClick: () => void }) {
  const { t } = useTranslation('logs');
  return (
    <button
      type="button"
      className={button({ variant: 'ghost', size: 'sm' })}
      aria-label={t(($) => $.detailsLabel, { id })}
      onClick={onClick}
    >
      <Info size={16} aria-hidden="true" />
      {t(($) => $.details)}
    </button>
  );
}
