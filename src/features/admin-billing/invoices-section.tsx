import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { text } from '../../../machines/shared/text.ts';
import { connectToastSender } from '../../../machines/toast/toast.connect.ts';
import type { Invoice } from '../../mock/billing-data.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { formatDate } from '../../ui/format/date.ts';
import { formatMoney } from '../../ui/format/money.ts';
import { sectionLead, sectionTitle, useLanguage } from './billing-parts.ts';
import { useInvoiceColumns } from './invoice-columns.tsx';

/** The six most recent invoices, or the spec's empty state when there are none. */
export function InvoicesSection({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const toasts = useConnect(useAppActors().toast, connectToastSender);
  const period = (invoice: Invoice) => formatDate(invoice.period, language, 'month');

  const showDetail = (invoice: Invoice) =>
    toasts.show({
      title: text('billing:toast.invoiceDetail.title'),
      description: text('billing:toast.invoiceDetail.description', {
        id: invoice.id,
        period: period(invoice),
        amount: formatMoney(invoice.amount, language),
        status: text(invoice.status === 'paid' ? 'billing:invoices.status.paid' : 'billing:invoices.status.unpaid'),
      }),
    });

  const columns = useInvoiceColumns(showDetail);

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
        <DataTable columns={columns} rows={invoices} rowKey={(invoice) => invoice.id} labelledBy="invoices-title" />
      )}
    </section>
  );
}
