import { CheckCircle2, Clock, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { text } from '../../../machines/shared/text.ts';
import {
  AMOUNT_DUE,
  INVOICES,
  MARKETPLACE_APIS,
  SPEND_HISTORY,
  SPEND_SCALE_MIN,
  VOLUME_TIERS,
  type Invoice,
  type MarketplaceApi,
} from '../../mock/billing-data.ts';
import { monthStart } from '../../mock/billing-dates.ts';
import { useAppActors } from '../../ui/actors-context.ts';
import { AdminPageTitle } from '../../ui/admin-page-title.tsx';
import { ColumnChart } from '../../ui/charts/index.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { formatDate } from '../../ui/format/date.ts';
import { formatCompactMoney, formatMoney, formatUnitPrice } from '../../ui/format/money.ts';
import { formatNumber, formatPercent } from '../../ui/format/number.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

const sectionTitle = css({ textStyle: 'h3' });
const sectionLead = css({ fontSize: 'sm', color: 'fg.muted', marginBlockStart: '1' });

function useLanguage() {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

function AmountDue() {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  return (
    <section className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))} aria-labelledby="amount-due-title">
      <h2 id="amount-due-title" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' })}>
        {t(($) => $.amountDue.title)}
      </h2>
      <p
        className={css({ fontSize: '4xl', fontWeight: 'bold', lineHeight: 'tight', fontVariantNumeric: 'tabular-nums' })}
        data-testid="amount-due"
      >
        {formatMoney(AMOUNT_DUE.amount, language)}
      </p>
      <p className={css({ fontWeight: 'medium' })} data-testid="due-date">
        {t(($) => $.amountDue.dueOn, { date: formatDate(AMOUNT_DUE.dueDate, language) })}
      </p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', marginBlockStart: 'auto' })}>{t(($) => $.amountDue.note)}</p>
    </section>
  );
}

function SpendChart() {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const money = (value: number) => formatMoney(value, language);
  const month = (year: number, index: number, style: 'long' | 'short') =>
    formatDate(monthStart(year, index), language, style === 'long' ? 'month' : 'monthShort');
  const amounts = SPEND_HISTORY.map((entry) => entry.amount);
  const highest = SPEND_HISTORY.reduce((best, entry) => (entry.amount > best.amount ? entry : best));
  const total = amounts.reduce((sum, value) => sum + value, 0);

  return (
    <div className={card()}>
      <ColumnChart
        title={t(($) => $.spend.title)}
        description={t(($) => $.spend.description)}
        summary={t(($) => $.spend.summary, {
          total: money(total),
          highest: money(highest.amount),
          month: month(highest.year, highest.month, 'long'),
        })}
        tableToggle={t(($) => $.charts.showTable)}
        categoryTitle={t(($) => $.spend.month)}
        categories={SPEND_HISTORY.map((entry) => ({
          label: month(entry.year, entry.month, 'long'),
          shortLabel: month(entry.year, entry.month, 'short'),
        }))}
        bars={{
          label: t(($) => $.spend.amount),
          axisTitle: t(($) => $.spend.axis),
          values: amounts,
          format: money,
          compactFormat: (value) => formatCompactMoney(value, language),
        }}
        minMax={SPEND_SCALE_MIN}
        valueLabels
      />
    </div>
  );
}

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

function ApiTile({ api }: { api: MarketplaceApi }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const { toast } = useAppActors();
  const nameId = `${api.id}-name`;
  const detailsId = `${api.id}-details`;
  return (
    <button
      type="button"
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      onClick={() =>
        toast.send({
          type: 'toast.show',
          toast: {
            title: text('billing:toast.apiDetails.title'),
            description: text('billing:toast.apiDetails.description', { api: text(`billing:marketplace.apis.${api.key}.name`) }),
          },
        })
      }
      className={cx(
        card({ elevation: 'flat' }),
        css({
          width: 'full',
          height: 'full',
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          textAlign: 'start',
          cursor: 'pointer',
          transitionProperty: 'common',
          transitionDuration: 'fast',
          _hover: { borderColor: 'accent.ring', boxShadow: 'card' },
        }),
      )}
      data-api-id={api.id}
    >
      <span className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', width: 'full' })}>
        <span id={nameId} className={css({ fontWeight: 'bold', fontSize: 'md' })}>
          {t(($) => $.marketplace.apis[api.key].name)}
        </span>
        <span className={badge({ tone: 'accent' })}>{t(($) => $.marketplace.categories[api.category])}</span>
      </span>
      <span id={detailsId} className={css({ display: 'flex', flexDirection: 'column', gap: '3', flex: '1' })}>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(($) => $.marketplace.apis[api.key].description)}</span>
        <span
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: '2',
            marginBlockStart: 'auto',
            fontSize: 'sm',
          })}
        >
          <span className={css({ color: 'fg.muted' })}>
            {t(($) => $.marketplace.provider, { provider: t(($) => $.marketplace.providers[api.provider]) })}
          </span>
          <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>
            {t(($) => $.marketplace.perCall, { price: formatUnitPrice(api.costPerCall, language) })}
          </span>
        </span>
      </span>
    </button>
  );
}

function Marketplace() {
  const { t } = useTranslation('billing');
  return (
    <section aria-labelledby="marketplace-title">
      <div className={css({ marginBlockEnd: '4' })}>
        <h2 id="marketplace-title" className={sectionTitle}>
          {t(($) => $.marketplace.title)}
        </h2>
        <p className={sectionLead}>{t(($) => $.marketplace.lead)}</p>
      </div>
      <ul
        className={css({
          listStyle: 'none',
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
        })}
      >
        {MARKETPLACE_APIS.map((api) => (
          <li key={api.id}>
            <ApiTile api={api} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PricingDetails() {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const count = (value: number) => formatNumber(value, language);
  const percent = (value: number) => formatPercent(value, language, 0);
  const [first, middle, top] = VOLUME_TIERS;
  return (
    <section className={card({ tone: 'subtle', elevation: 'flat' })} aria-labelledby="pricing-title">
      <h2 id="pricing-title" className={sectionTitle}>
        {t(($) => $.pricing.title)}
      </h2>
      <p className={css({ marginBlockStart: '3' })}>{t(($) => $.pricing.intro)}</p>
      <ul className={css({ marginBlock: '4', paddingInlineStart: '5', listStyleType: 'disc', display: 'grid', gap: '1.5' })}>
        <li>{t(($) => $.pricing.tiers.first, { to: count(first.to) })}</li>
        <li>{t(($) => $.pricing.tiers.middle, { from: count(middle.from), to: count(middle.to), discount: percent(middle.discount) })}</li>
        <li>{t(($) => $.pricing.tiers.top, { over: count(middle.to), discount: percent(top.discount) })}</li>
      </ul>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(($) => $.pricing.notes)}</p>
    </section>
  );
}

/** Billing (SPEC §2): amount due, six-month spend, invoices, the API marketplace and pricing. */
export function BillingView({ invoices = INVOICES }: { invoices?: readonly Invoice[] }) {
  return (
    <>
      <AdminPageTitle page="billing" />
      <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6' })}>
        <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' } })}>
          <AmountDue />
          <SpendChart />
        </div>
        <InvoicesSection invoices={invoices} />
        <Marketplace />
        <PricingDetails />
      </div>
    </>
  );
}
