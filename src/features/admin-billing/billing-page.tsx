import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { AMOUNT_DUE, INVOICES, SPEND_HISTORY, SPEND_SCALE_MIN, VOLUME_TIERS, type Invoice } from '../../mock/billing-data.ts';
import { monthStart } from '../../mock/billing-dates.ts';
import { AdminPageTitle } from '../../ui/console/admin-page-title.tsx';
import { ColumnChart } from '../../ui/charts/index.ts';
import { formatDate } from '../../ui/format/date.ts';
import { formatCompactMoney, formatMoney } from '../../ui/format/money.ts';
import { formatNumber, formatPercent } from '../../ui/format/number.ts';
import { sectionTitle, useLanguage } from './billing-parts.ts';
import { InvoicesSection } from './invoices-section.tsx';
import { Marketplace } from './marketplace.tsx';

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
export function BillingPage({ invoices = INVOICES }: { invoices?: readonly Invoice[] }) {
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
