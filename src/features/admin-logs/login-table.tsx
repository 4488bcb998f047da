import { Info } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { button } from 'styled-system/recipes/button';
import { LOGIN_STATUSES } from '../../config/console-search.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { formatNumber } from '../../ui/format/number.ts';
import { ColumnMenu } from '../../ui/column-menu.tsx';
import { usePageCommand } from '../../ui/console-commands.ts';
import { TableFilters } from '../../ui/table-filters.tsx';
import { hiddenColumns, hideParam, matchesText, sortRows } from '../../ui/table-model.ts';
import { TableViewsMenu } from '../../ui/table-views-menu.tsx';
import { LogSection, Timestamp, useLogExport } from './log-section.tsx';
import { nextDirection, tableSort, useLogsView } from './log-view.ts';
import { LOGIN_LOGS, type LoginLog } from './logs-data.ts';

/** The columns a person may hide (Details always stays). */
const HIDEABLE = ['timestamp', 'userId', 'ipAddress', 'status'] as const;

// Literal recipe calls, so Panda's static extraction generates every tone used here.
const LOGIN_BADGE = { success: badge({ tone: 'success' }), failedOtp: badge({ tone: 'danger' }) } as const;

/** User Login History: search, status filter and sort from the URL; Details opens the record. */
export function LoginSection() {
  const { t, i18n } = useTranslation(['logs', 'admin']);
  const { search, update } = useLogsView();
  const exportCsv = useLogExport();
  const language = i18n.resolvedLanguage;
  const collator = useMemo(() => new Intl.Collator(language, { sensitivity: 'base', numeric: true }), [language]);
  const status = (row: LoginLog) => t(($) => $.logins.status[row.status]);
  const columns: readonly DataColumn<LoginLog>[] = [
    {
      id: 'timestamp',
      header: t(($) => $.logins.columns.timestamp),
      csvHeader: t(($) => $.logins.columns.timestamp),
      csv: (row) => row.timestamp,
      sortValue: (row) => Date.parse(row.timestamp),
      cell: (row) => (
        <span className={css({ whiteSpace: 'nowrap' })}>
          <Timestamp value={row.timestamp} />
        </span>
      ),
    },
    {
      id: 'userId',
      header: t(($) => $.logins.columns.userId),
      csvHeader: t(($) => $.logins.columns.userId),
      csv: (row) => row.userId,
      sortValue: (row) => row.userId,
      cell: (row) => (
        <span dir="ltr" className={css({ fontFamily: 'mono' })}>
          {row.userId}
        </span>
      ),
    },
    {
      id: 'ipAddress',
      header: t(($) => $.logins.columns.ipAddress),
      csvHeader: t(($) => $.logins.columns.ipAddress),
      csv: (row) => row.ipAddress,
      sortValue: (row) => row.ipAddress,
      cell: (row) => (
        <span dir="ltr" className={css({ fontFamily: 'mono' })}>
          {row.ipAddress}
        </span>
      ),
    },
    {
      id: 'status',
      header: t(($) => $.logins.columns.status),
      csvHeader: t(($) => $.logins.columns.status),
      csv: status,
      sortValue: status,
      cell: (row) => <span className={LOGIN_BADGE[row.status]}>{status(row)}</span>,
    },
    { id: 'id', header: null, screen: false, csvHeader: t(($) => $.logins.columns.id), csv: (row) => row.id, cell: () => null },
    {
      id: 'actions',
      header: <span className={css({ srOnly: true })}>{t(($) => $.logins.columns.actions)}</span>,
      align: 'end',
      cell: (row) => <DetailsButton id={row.id} onClick={() => update({ details: row.id })} />,
    },
  ];
  const rows = sortRows(
    LOGIN_LOGS.filter(
      (row) =>
        (!search.loginStatus || row.status === search.loginStatus) && matchesText(search.loginQ, [row.userId, row.ipAddress, row.id]),
    ),
    columns,
    tableSort(search.loginSort, search.loginDir),
    collator,
  );
  const hidden = hiddenColumns(search.loginHide, HIDEABLE);
  const exportShown = () =>
    exportCsv(
      t(($) => $.logins.file),
      rows,
      columns.filter((column) => !hidden.has(column.id)),
    );
  usePageCommand(
    'export-logins',
    t(($) => $.admin.palette.exportTable, { table: t(($) => $.logins.title) }),
    exportShown,
  );
  return (
    <LogSection
      title={t(($) => $.logins.title)}
      description={t(($) => $.logins.description)}
      onExport={exportShown}
      tools={
        <>
          <TableViewsMenu table="logins" label={t(($) => $.logins.title)} current={search} />
          <ColumnMenu
            table={t(($) => $.logins.title)}
            columns={HIDEABLE.map((id) => ({ id, label: t(($) => $.logins.columns[id]) }))}
            hidden={hidden}
            onChange={(next) => update({ loginHide: hideParam(next, HIDEABLE) })}
          />
        </>
      }
      toolbar={
        <>
          <TableFilters
            label={t(($) => $.filters.label, { table: t(($) => $.logins.title) })}
            search={{
              name: 'loginQ',
              label: t(($) => $.filters.search),
              placeholder: t(($) => $.logins.searchPlaceholder),
              value: search.loginQ,
            }}
            filters={[
              {
                name: 'loginStatus',
                label: t(($) => $.logins.columns.status),
                value: search.loginStatus,
                allLabel: t(($) => $.filters.allStatuses),
                options: LOGIN_STATUSES.map((value) => ({ value, label: t(($) => $.logins.status[value]) })),
              },
            ]}
            applyLabel={t(($) => $.filters.apply)}
            clearLabel={t(($) => $.filters.clear)}
            onApply={(values) => update({ loginQ: values.loginQ, loginStatus: values.loginStatus })}
            onClear={() => update({ loginQ: undefined, loginStatus: undefined })}
          />
          <ShownCount shown={rows.length} total={LOGIN_LOGS.length} />
        </>
      }
    >
      {(headingId) => (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          labelledBy={headingId}
          sort={tableSort(search.loginSort, search.loginDir)}
          hidden={hidden}
          onSort={(column) => update({ loginSort: column, loginDir: nextDirection(search.loginSort, search.loginDir, column) })}
          empty={<EmptyLogs onClear={() => update({ loginQ: undefined, loginStatus: undefined })} />}
        />
      )}
    </LogSection>
  );
}

export function DetailsButton({ id, onClick }: { id: string; onClick: () => void }) {
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

/** "Showing 2 of 6 records", spoken when a filter changes it. */
export function ShownCount({ shown, total }: { shown: number; total: number }) {
  const { t, i18n } = useTranslation('logs');
  const language = i18n.resolvedLanguage;
  return (
    <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
      {t(($) => $.filters.results, { shown: formatNumber(shown, language), total: formatNumber(total, language) })}
    </p>
  );
}

export function EmptyLogs({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('logs');
  return (
    <>
      <p className={css({ fontWeight: 'semibold', color: 'fg' })}>{t(($) => $.filters.empty)}</p>
      <button type="button" className={`${button({ variant: 'outline', size: 'sm' })} ${css({ marginBlockStart: '4' })}`} onClick={onClear}>
        {t(($) => $.filters.clear)}
      </button>
    </>
  );
}
