import { Download, Info, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { dataTable } from 'styled-system/recipes/data-table';
import { text } from '../../../machines/shared/text.ts';
import { downloadTextFile } from '../../adapters/download.ts';
import { useAppActors } from '../../app/actors-context.ts';
import { formatDateTime } from '../../ui/format/date.ts';
import { formatLatency } from '../../ui/format/latency.ts';
import { formatUnitPrice } from '../../ui/format/money.ts';
import { AdminPageTitle } from '../admin-shell/admin-page-title.tsx';
import { toCsv, type CsvColumn } from './csv.ts';
import { CONSENT_LOGS, LOGIN_LOGS, SAMPLE_LOG, TRANSACTION_LOGS, type LoginLog, type TransactionLog } from './logs-data.ts';

// Literal recipe calls, so Panda's static extraction generates every tone used here.
const LOGIN_BADGE = { success: badge({ tone: 'success' }), failedOtp: badge({ tone: 'danger' }) } as const;
const TRANSACTION_BADGE = {
  success: badge({ tone: 'success' }),
  delivered: badge({ tone: 'success' }),
  errorNoCoverage: badge({ tone: 'danger' }),
} as const;

/** Sends the rows to a CSV download and tells the admin, as the spec's mock toast. */
function useExport() {
  const { toast } = useAppActors();
  return <Row,>(file: string, rows: readonly Row[], columns: readonly CsvColumn<Row>[]) => {
    downloadTextFile(file, toCsv(rows, columns), 'text/csv;charset=utf-8');
    toast.send({
      type: 'toast.show',
      toast: {
        title: text('logs:toast.exported.title'),
        description: text('logs:toast.exported.description', { file, rows: rows.length }),
      },
    });
  };
}

export function LogsPage() {
  const { t } = useTranslation('logs');
  return (
    <>
      <AdminPageTitle page="logs" />
      <p className={css({ color: 'fg.muted', marginBlockEnd: '8', maxWidth: 'prose' })}>{t(($) => $.intro)}</p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '12' })}>
        <ConsentSection />
        <LoginSection />
        <TransactionSection />
        <SampleSection />
      </div>
    </>
  );
}

interface LogSectionProps {
  readonly title: string;
  readonly description: string;
  readonly onExport?: () => void;
  /** Gets the heading's id, so the content (a table region, a list) can take its name. */
  readonly children: (headingId: string) => ReactNode;
}

/** A titled section with its Export CSV button. */
function LogSection({ title, description, onExport, children }: LogSectionProps) {
  const { t } = useTranslation('logs');
  const headingId = useId();
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: '3' })}>
        <div>
          <h2 id={headingId} className={css({ textStyle: 'h3' })}>
            {title}
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', marginBlockStart: '1' })}>{description}</p>
        </div>
        {onExport ? (
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-describedby={headingId} onClick={onExport}>
            <Download size={16} aria-hidden="true" />
            {t(($) => $.export)}
          </button>
        ) : null}
      </div>
      {children(headingId)}
    </section>
  );
}

function Timestamp({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={value} dir="ltr">
      {formatDateTime(value, i18n.resolvedLanguage)}
    </time>
  );
}

function ConsentSection() {
  const { t } = useTranslation('logs');
  const exportCsv = useExport();
  const columns: CsvColumn<(typeof CONSENT_LOGS)[number]>[] = [
    { header: t(($) => $.consent.columns.timestamp), value: (row) => row.timestamp },
    { header: t(($) => $.consent.columns.action), value: (row) => t(($) => $.consent.action[row.action]) },
    { header: t(($) => $.consent.columns.scope), value: (row) => t(($) => $.apis[row.scope]) },
    { header: t(($) => $.consent.columns.subscriber), value: (row) => row.subscriber },
    { header: t(($) => $.consent.columns.client), value: (row) => row.client },
    { header: t(($) => $.consent.columns.id), value: (row) => row.id },
  ];
  return (
    <LogSection
      title={t(($) => $.consent.title)}
      description={t(($) => $.consent.description)}
      onExport={() =>
        exportCsv(
          t(($) => $.consent.file),
          CONSENT_LOGS,
          columns,
        )
      }
    >
      {(headingId) => (
        <ol
          aria-labelledby={headingId}
          className={cx(card({ elevation: 'flat' }), css({ display: 'flex', flexDirection: 'column', gap: '0', listStyle: 'none' }))}
        >
          {CONSENT_LOGS.map((entry, index) => {
            const granted = entry.action === 'granted';
            const Icon = granted ? ShieldCheck : ShieldOff;
            return (
              <li key={entry.id} className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4' })}>
                {/* The marker and the line joining it to the next entry. */}
                <div aria-hidden="true" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center' })}>
                  <span
                    className={css({
                      display: 'inline-flex',
                      padding: '1.5',
                      borderRadius: 'pill',
                      bg: granted ? 'success.bg' : 'danger.bg',
                      color: granted ? 'success.fg' : 'danger.fg',
                    })}
                  >
                    <Icon size={16} />
                  </span>
                  {index < CONSENT_LOGS.length - 1 ? (
                    <span className={css({ flex: '1', width: '0.5', bg: 'border', marginBlock: '1' })} />
                  ) : null}
                </div>
                <div className={css({ paddingBlockEnd: index < CONSENT_LOGS.length - 1 ? '5' : '0', minWidth: '0' })}>
                  <p className={css({ fontWeight: 'semibold' })}>
                    {t(($) => $.consent.summary, {
                      action: t(($) => $.consent.action[entry.action]),
                      scope: t(($) => $.apis[entry.scope]),
                    })}
                  </p>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    <Timestamp value={entry.timestamp} />
                  </p>
                  <dl
                    className={css({
                      display: 'flex',
                      flexWrap: 'wrap',
                      columnGap: '4',
                      rowGap: '1',
                      fontSize: 'sm',
                      marginBlockStart: '1',
                    })}
                  >
                    <div className={css({ display: 'flex', gap: '1' })}>
                      <dt className={css({ color: 'fg.muted' })}>{t(($) => $.consent.subscriber)}:</dt>
                      <dd dir="ltr">{entry.subscriber}</dd>
                    </div>
                    <div className={css({ display: 'flex', gap: '1' })}>
                      <dt className={css({ color: 'fg.muted' })}>{t(($) => $.consent.client)}:</dt>
                      <dd dir="ltr">{entry.client}</dd>
                    </div>
                  </dl>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </LogSection>
  );
}

/** A bordered table that scrolls sideways inside itself on narrow screens. */
function LogTable({ labelledBy, head, children }: { labelledBy: string; head: ReactNode; children: ReactNode }) {
  const styles = dataTable();
  return (
    // Focusable so keyboard users can scroll a table wider than a phone.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
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

function LoginSection() {
  const { t, i18n } = useTranslation('logs');
  const { toast } = useAppActors();
  const exportCsv = useExport();
  const styles = dataTable();
  const language = i18n.resolvedLanguage;
  const status = (row: LoginLog) => t(($) => $.logins.status[row.status]);
  const columns: CsvColumn<LoginLog>[] = [
    { header: t(($) => $.logins.columns.timestamp), value: (row) => row.timestamp },
    { header: t(($) => $.logins.columns.userId), value: (row) => row.userId },
    { header: t(($) => $.logins.columns.ipAddress), value: (row) => row.ipAddress },
    { header: t(($) => $.logins.columns.status), value: status },
    { header: t(($) => $.logins.columns.id), value: (row) => row.id },
  ];
  const showDetails = (row: LoginLog) =>
    toast.send({
      type: 'toast.show',
      toast: {
        title: text('logs:logins.detailsToast.title', { id: row.id }),
        description: text('logs:logins.detailsToast.description', {
          userId: row.userId,
          ip: row.ipAddress,
          time: formatDateTime(row.timestamp, language),
          status: status(row),
        }),
      },
    });
  return (
    <LogSection
      title={t(($) => $.logins.title)}
      description={t(($) => $.logins.description)}
      onExport={() =>
        exportCsv(
          t(($) => $.logins.file),
          LOGIN_LOGS,
          columns,
        )
      }
    >
      {(headingId) => (
        <LogTable
          labelledBy={headingId}
          head={
            <>
              <th scope="col" className={styles.header}>
                {t(($) => $.logins.columns.timestamp)}
              </th>
              <th scope="col" className={styles.header}>
                {t(($) => $.logins.columns.userId)}
              </th>
              <th scope="col" className={styles.header}>
                {t(($) => $.logins.columns.ipAddress)}
              </th>
              <th scope="col" className={styles.header}>
                {t(($) => $.logins.columns.status)}
              </th>
              <th scope="col" className={styles.header}>
                <span className={css({ srOnly: true })}>{t(($) => $.logins.columns.actions)}</span>
              </th>
            </>
          }
        >
          {LOGIN_LOGS.map((row) => (
            <tr key={row.id} className={styles.row}>
              <td className={cx(styles.cell, css({ whiteSpace: 'nowrap' }))}>
                <Timestamp value={row.timestamp} />
              </td>
              <td className={cx(styles.cell, css({ fontFamily: 'mono' }))}>
                <span dir="ltr">{row.userId}</span>
              </td>
              <td className={cx(styles.cell, css({ fontFamily: 'mono' }))}>
                <span dir="ltr">{row.ipAddress}</span>
              </td>
              <td className={styles.cell}>
                <span className={LOGIN_BADGE[row.status]}>{status(row)}</span>
              </td>
              <td className={cx(styles.cell, css({ textAlign: 'end' }))}>
                <DetailsButton id={row.id} onClick={() => showDetails(row)} />
              </td>
            </tr>
          ))}
        </LogTable>
      )}
    </LogSection>
  );
}

function TransactionSection() {
  const { t, i18n } = useTranslation('logs');
  const { toast } = useAppActors();
  const exportCsv = useExport();
  const styles = dataTable();
  const language = i18n.resolvedLanguage;
  const api = (row: TransactionLog) => t(($) => $.apis[row.api]);
  const status = (row: TransactionLog) => t(($) => $.transactions.status[row.status]);
  const columns: CsvColumn<TransactionLog>[] = [
    { header: t(($) => $.transactions.columns.timestamp), value: (row) => row.timestamp },
    { header: t(($) => $.transactions.columns.api), value: api },
    { header: t(($) => $.transactions.columns.status), value: status },
    { header: t(($) => $.transactions.columns.latency), value: (row) => row.latencyMs },
    { header: t(($) => $.transactions.columns.cost), value: (row) => row.costUsd.toFixed(3) },
    { header: t(($) => $.transactions.columns.id), value: (row) => row.id },
  ];
  const showDetails = (row: TransactionLog) =>
    toast.send({
      type: 'toast.show',
      toast: {
        title: text('logs:transactions.detailsToast.title', { id: row.id }),
        description: text('logs:transactions.detailsToast.description', {
          api: api(row),
          time: formatDateTime(row.timestamp, language),
          status: status(row),
          latency: formatLatency(row.latencyMs, language),
          cost: formatUnitPrice(row.costUsd, language),
        }),
      },
    });
  const numeric = cx(styles.header, css({ textAlign: 'end' }));
  return (
    <LogSection
      title={t(($) => $.transactions.title)}
      description={t(($) => $.transactions.description)}
      onExport={() =>
        exportCsv(
          t(($) => $.transactions.file),
          TRANSACTION_LOGS,
          columns,
        )
      }
    >
      {(headingId) => (
        <LogTable
          labelledBy={headingId}
          head={
            <>
              <th scope="col" className={styles.header}>
                {t(($) => $.transactions.columns.timestamp)}
              </th>
              <th scope="col" className={styles.header}>
                {t(($) => $.transactions.columns.api)}
              </th>
              <th scope="col" className={styles.header}>
                {t(($) => $.transactions.columns.status)}
              </th>
              <th scope="col" className={numeric}>
                {t(($) => $.transactions.columns.latency)}
              </th>
              <th scope="col" className={numeric}>
                {t(($) => $.transactions.columns.cost)}
              </th>
              <th scope="col" className={styles.header}>
                <span className={css({ srOnly: true })}>{t(($) => $.transactions.columns.actions)}</span>
              </th>
            </>
          }
        >
          {TRANSACTION_LOGS.map((row) => (
            <tr key={row.id} className={styles.row}>
              <td className={cx(styles.cell, css({ whiteSpace: 'nowrap' }))}>
                <Timestamp value={row.timestamp} />
              </td>
              <td className={cx(styles.cell, css({ whiteSpace: 'nowrap' }))}>{api(row)}</td>
              <td className={styles.cell}>
                <span className={TRANSACTION_BADGE[row.status]}>{status(row)}</span>
              </td>
              <td className={cx(styles.cell, css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }))}>
                {formatLatency(row.latencyMs, language)}
              </td>
              <td className={cx(styles.cell, css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }))}>
                {formatUnitPrice(row.costUsd, language)}
              </td>
              <td className={cx(styles.cell, css({ textAlign: 'end' }))}>
                <DetailsButton id={row.id} onClick={() => showDetails(row)} />
              </td>
            </tr>
          ))}
        </LogTable>
      )}
    </LogSection>
  );
}

function SampleSection() {
  const { t } = useTranslation('logs');
  return (
    <LogSection title={t(($) => $.sample.title)} description={t(($) => $.sample.description)}>
      {() => (
        <div
          role="region"
          aria-label={t(($) => $.sample.label)}
          // Focusable so a long line can be scrolled from the keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={css({ overflowX: 'auto', padding: '5', borderRadius: 'card', bg: 'bg.inverted', color: 'fg.inverted' })}
        >
          {/* JSON reads left to right in every language. */}
          <pre dir="ltr" className={css({ fontFamily: 'mono', fontSize: 'sm', lineHeight: 'relaxed', textAlign: 'left' })}>
            <code dir="ltr">{JSON.stringify(SAMPLE_LOG, null, 2)}</code>
          </pre>
        </div>
      )}
    </LogSection>
  );
}
