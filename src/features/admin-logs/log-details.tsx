import type { ReactNode } from 'react';
import { API_NAMES } from '../../config/api-slugs.ts';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { Modal } from '../../ui/widgets/dialog.tsx';
import { formatLatency } from '../../ui/format/latency.ts';
import { formatUnitPrice } from '../../ui/format/money.ts';
import { Timestamp } from './log-section.tsx';
import { useLogsView } from './log-view.ts';
import { LOGIN_LOGS, TRANSACTION_LOGS } from './logs-data.ts';
import { transactionRecord } from './transaction-record.ts';

const term = css({ fontSize: 'sm', color: 'fg.muted' });
const detail = css({ fontWeight: 'medium', marginBlockEnd: '2' });

function Fields({ fields }: { fields: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' }, columnGap: '6' })}>
      {fields.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt className={term}>{label}</dt>
          <dd className={detail}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const ltr = (value: string) => (
  <span dir="ltr" className={css({ fontFamily: 'mono' })}>
    {value}
  </span>
);

/**
 * The Details panel of a log record: every field of a sign-in event, or a transaction with its
 * full JSON log record. Which record is open is in the URL (`details`), so Back closes it and
 * a link opens it.
 */
export function LogDetailsDialog() {
  const { t, i18n } = useTranslation('logs');
  const { search, update } = useLogsView();
  const language = i18n.resolvedLanguage;
  const login = LOGIN_LOGS.find((row) => row.id === search.details);
  const transaction = TRANSACTION_LOGS.find((row) => row.id === search.details);
  const close = () => update({ details: undefined });

  let title = '';
  let body: ReactNode = null;
  if (login) {
    title = t(($) => $.detailsPanel.loginTitle, { id: login.id });
    body = (
      <Fields
        fields={[
          [t(($) => $.logins.columns.id), ltr(login.id)],
          [t(($) => $.logins.columns.timestamp), <Timestamp key="time" value={login.timestamp} />],
          [t(($) => $.logins.columns.userId), ltr(login.userId)],
          [t(($) => $.logins.columns.ipAddress), ltr(login.ipAddress)],
          [t(($) => $.logins.columns.status), t(($) => $.logins.status[login.status])],
        ]}
      />
    );
  } else if (transaction) {
    title = t(($) => $.detailsPanel.transactionTitle, { id: transaction.id });
    body = (
      <>
        <Fields
          fields={[
            [t(($) => $.transactions.columns.timestamp), <Timestamp key="time" value={transaction.timestamp} />],
            [t(($) => $.transactions.columns.api), API_NAMES[transaction.api]],
            [t(($) => $.transactions.columns.status), t(($) => $.transactions.status[transaction.status])],
            [t(($) => $.transactions.columns.latency), formatLatency(transaction.latencyMs, language)],
            [t(($) => $.transactions.columns.cost), formatUnitPrice(transaction.costUsd, language)],
          ]}
        />
        <h3 className={css({ fontWeight: 'semibold', marginBlock: '3' })}>{t(($) => $.detailsPanel.record)}</h3>
        <div
          role="region"
          aria-label={t(($) => $.detailsPanel.record)}
          // Focusable so a long line can be scrolled from the keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={css({ overflowX: 'auto', padding: '4', borderRadius: 'card', bg: 'bg.inverted', color: 'fg.inverted' })}
        >
          {/* JSON reads left to right in every language. */}
          <pre dir="ltr" className={css({ fontFamily: 'mono', fontSize: 'sm', lineHeight: 'relaxed', textAlign: 'left' })}>
            <code dir="ltr">{JSON.stringify(transactionRecord(transaction), null, 2)}</code>
          </pre>
        </div>
      </>
    );
  }

  return (
    <Modal open={Boolean(login ?? transaction)} onRequestClose={close} title={title} size="lg">
      {body}
    </Modal>
  );
}
