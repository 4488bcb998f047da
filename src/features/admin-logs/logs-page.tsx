import { ShieldCheck, ShieldOff } from 'lucide-react';
import { API_NAMES } from '../../config/api-slugs.ts';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { AdminPageTitle } from '../../ui/console/admin-page-title.tsx';
import type { ColumnModel } from '../../ui/table/table-model.ts';
import { LogDetailsDialog } from './log-details.tsx';
import { LogSection, Timestamp, useLogExport } from './log-section.tsx';
import { LoginSection } from './login-table.tsx';
import { CONSENT_LOGS, SAMPLE_LOG, type ConsentLog } from './logs-data.ts';
import { TransactionSection } from './transaction-table.tsx';

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
      <LogDetailsDialog />
    </>
  );
}

function ConsentSection() {
  const { t } = useTranslation('logs');
  const exportCsv = useLogExport();
  const columns: ColumnModel<ConsentLog>[] = [
    { id: 'timestamp', csvHeader: t(($) => $.consent.columns.timestamp), csv: (row) => row.timestamp },
    { id: 'action', csvHeader: t(($) => $.consent.columns.action), csv: (row) => t(($) => $.consent.action[row.action]) },
    { id: 'scope', csvHeader: t(($) => $.consent.columns.scope), csv: (row) => API_NAMES[row.scope] },
    { id: 'subscriber', csvHeader: t(($) => $.consent.columns.subscriber), csv: (row) => row.subscriber },
    { id: 'client', csvHeader: t(($) => $.consent.columns.client), csv: (row) => row.client },
    { id: 'id', csvHeader: t(($) => $.consent.columns.id), csv: (row) => row.id },
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
                      scope: API_NAMES[entry.scope],
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
