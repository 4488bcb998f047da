import { CheckCircle2, Clock, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { text } from '../../../machines/shared/text.ts';
import type { Invoice } from '../../mock/billing-data.ts';
import { useAppActors } from '../../ui/actors-context.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { formatDate } from '../../ui/format/date.ts';
import { formatMoney } from '../../ui/format/money.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { sectionLead, sectionTitle, useLanguage } from './billing-parts.ts';

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

/** The six most recent invoices, or the spec's empty state when there are none. */
export function InvoicesSection({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const { toast } = useAppActors();
  const period = (invoice: Invoice) => formatDate(invoice.period, language, 'month');

  const showDetail = (invoice: Invoice) =>
    toast.send({
      type: 'toast.show',
      toast: {
        title: text('billing:toast.invoiceDetail.title'),
        description: text('billing:toast.invoiceDetail.description', {
          id: invoice.id,
          period: period(invoice),
          amount: formatMoney(invoice.amount, language),
          status: text(invoice.status === 'paid' ? 'billing:invoices.status.paid' : 'billing:invoices.status.unpaid'),
        }),
      },
    });

  return (
    // Not a named section: the table's scrolling region carries the heading's name.
    <section className={card()}>
      <div className={css({ marginBlockEnd: '4' })}>
        <h2 id="invoices-title" className={sectionTitle}>
          {t(($) => $.invoices.title)}
        </h2>
        <p className={sectionLead}>{t(($) => $.invoices.lead)}</p>
      </div>
      {invoices.length === 0 ? (
        <p className={css({ paddingBlock: '8', textAlign: 'center', color: 'fg.muted', bg: 'bg.subtle', borderRadius: 'control' })}>
          {t(($) => $.invoices.empty)}
        </p>
      ) : (
        <DataTable
          columns={[
            {
              id: 'id',
              header: t(($) => $.invoices.columns.id),
              cell: (invoice) => (
                <span dir="ltr" className={css({ fontWeight: 'semibold', fontFamily: 'mono' })}>
                  {invoice.id}
                </span>
              ),
            },
            { id: 'period', header: t(($) => $.invoices.columns.period), cell: period },
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
          ]}
          rows={invoices}
          rowKey={(invoice) => invoice.id}
          labelledBy="invoices-title"
        />
      )}
    </section>
  );
}
