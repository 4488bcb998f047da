import { CheckCircle2, Clock, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { button } from 'styled-system/recipes/button';
import type { Invoice } from '../../mock/billing-data.ts';
import type { DataColumn } from '../../ui/table/data-table.tsx';
import { formatDate } from '../../ui/format/date.ts';
import { formatMoney } from '../../ui/format/money.ts';
import { visuallyHidden } from '../../ui/widgets/visually-hidden.ts';
import { useLanguage } from './billing-parts.ts';

function StatusBadge({ status }: { status: Invoice['status'] }) {
  const { t } = useTranslation('billing');
  return status === 'paid' ? (
    <span className={badge({ tone: 'success' })}>
      <CheckCircle2 size={14} aria-hidden="true" />
      {t(($) => $.invoices.status.paid)}
    </span>
  ) : (
    <span className={badge({ tone: 'warning' })}>
      <Clock size={14} aria-hidden="true" />
      {t(($) => $.invoices.status.unpaid)}
    </span>
  );
}

/** The invoices table's columns: number, period, amount, status, and Details and PDF. */
export function useInvoiceColumns(showDetail: (invoice: Invoice) => void): readonly DataColumn<Invoice>[] {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const period = (invoice: Invoice) => formatDate(invoice.period, language, 'month');
  return [
    {
      id: 'id',
      header: t(($) => $.invoices.columns.id),
      cell: (invoice) => (
        // Never broken at its hyphens: the table gives the number its whole width.
        <span dir="ltr" className={css({ fontWeight: 'semibold', fontFamily: 'mono', whiteSpace: 'nowrap' })}>
          {invoice.id}
        </span>
      ),
    },
    { id: 'period', header: t(($) => $.invoices.columns.period), cell: period, phone: false },
    {
      id: 'amount',
      header: t(($) => $.invoices.columns.amount),
      align: 'end',
      cell: (invoice) => formatMoney(invoice.amount, language),
    },
    {
      id: 'status',
      header: t(($) => $.invoices.columns.status),
      phone: false,
      cell: (invoice) => <StatusBadge status={invoice.status} />,
    },
    {
      id: 'actions',
      header: <span className={visuallyHidden}>{t(($) => $.invoices.columns.actions)}</span>,
      cell: (invoice) => (
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            aria-label={t(($) => $.invoices.detailsLabel, { id: invoice.id })}
            onClick={() => showDetail(invoice)}
          >
            {t(($) => $.invoices.details)}
          </button>
          <a
            href={invoice.pdfUrl}
            target="_blank"
            rel="noopener"
            className={button({ variant: 'outline', size: 'sm' })}
            aria-label={t(($) => $.invoices.pdfLabel, { id: invoice.id })}
          >
            <FileDown size={16} aria-hidden="true" />
            {t(($) => $.invoices.pdf)}
          </a>
        </div>
      ),
    },
  ];
}
