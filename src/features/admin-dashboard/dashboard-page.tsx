import { AlertTriangle, ArrowDownRight, ArrowUpRight, FileText, LifeBuoy, Users, type LucideIcon } from 'lucide-react';
import { API_NAMES } from '../../config/api-slugs.ts';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card } from 'styled-system/recipes/card';
import { INVOICES } from '../../mock/billing-data.ts';
import { DEMO_NOW } from '../../mock/demo-clock.ts';
import { AdminPageTitle } from '../../ui/console/admin-page-title.tsx';
import { BarListChart, ColumnChart } from '../../ui/charts/index.ts';
import { formatDate } from '../../ui/format/date.ts';
import { formatCompactMoney, formatMoney } from '../../ui/format/money.ts';
import { formatChange, formatCompactNumber, formatNumber, formatPercent } from '../../ui/format/number.ts';
import { visuallyHidden } from '../../ui/widgets/visually-hidden.ts';
import { change, COUNTERS, DAILY_CALLS, DAILY_SPEND, recentDays, TRENDS, USAGE_BY_API, type Trend } from './dashboard-data.ts';

const statLabel = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' });
const wideCard = css({ gridColumn: { base: 'span 2', sm: 'span 1', xl: 'span 2' } });
const statValue = css({ fontWeight: 'bold', lineHeight: 'tight', fontVariantNumeric: 'tabular-nums' });

function useLanguage() {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

/** A 24-hour figure with its change against the day before: arrow, sign and words, not colour alone. */
function TrendCard({ label, value, trend, className }: { label: string; value: string; trend: Trend; className?: string }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const delta = change(trend);
  const up = delta >= 0;
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }), className)}>
      <dt className={statLabel}>{label}</dt>
      <dd className={cx(statValue, css({ fontSize: '3xl' }))}>{value}</dd>
      <dd className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' })}>
        <span className={badge({ tone: up ? 'success' : 'danger' })} data-testid="trend">
          <Arrow size={14} aria-hidden="true" />
          <span className={visuallyHidden}>{up ? t(($) => $.quickLook.up) : t(($) => $.quickLook.down)}</span>
          <span dir="ltr">{formatChange(delta, language)}</span>
        </span>
        {t(($) => $.quickLook.vsPreviousDay)}
      </dd>
    </div>
  );
}

function Counter({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
      <dt className={cx(statLabel, css({ display: 'flex', alignItems: 'center', gap: '2' }))}>
        <Icon size={18} aria-hidden="true" className={css({ color: 'accent.fg', flexShrink: 0 })} />
        {label}
      </dt>
      <dd className={cx(statValue, css({ fontSize: '2xl' }))}>{value}</dd>
    </div>
  );
}

function QuickLook() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const pendingInvoices = INVOICES.filter((invoice) => invoice.status === 'unpaid').length;
  return (
    <section aria-labelledby="quick-look-title">
      <h2 id="quick-look-title" className={css({ textStyle: 'h3', marginBlockEnd: '4' })}>
        {t(($) => $.quickLook.title)}
      </h2>
      <dl
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
        })}
      >
        <TrendCard
          className={wideCard}
          label={t(($) => $.quickLook.apiCalls)}
          value={formatNumber(TRENDS.apiCalls.value, language)}
          trend={TRENDS.apiCalls}
        />
        <TrendCard
          className={wideCard}
          label={t(($) => $.quickLook.spend)}
          value={formatMoney(TRENDS.spend.value, language)}
          trend={TRENDS.spend}
        />
        <Counter label={t(($) => $.quickLook.activeUsers)} value={formatNumber(COUNTERS.activeUsers, language)} icon={Users} />
        <Counter label={t(($) => $.quickLook.pendingInvoices)} value={formatNumber(pendingInvoices, language)} icon={FileText} />
        <Counter label={t(($) => $.quickLook.openTickets)} value={formatNumber(COUNTERS.openTickets, language)} icon={LifeBuoy} />
        <Counter label={t(($) => $.quickLook.errorRate)} value={formatPercent(COUNTERS.errorRate, language)} icon={AlertTriangle} />
      </dl>
    </section>
  );
}

function CallsVsCost() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const days = recentDays(DEMO_NOW, DAILY_CALLS.length);
  const count = (value: number) => formatNumber(value, language);
  const compactCount = (value: number) => formatCompactNumber(value, language);
  const money = (value: number) => formatMoney(value, language);
  const peak = DAILY_CALLS.reduce((best, value, index) => (value > (DAILY_CALLS[best] ?? 0) ? index : best), 0);
  return (
    <ColumnChart
      title={t(($) => $.callsVsCost.title)}
      description={t(($) => $.callsVsCost.description)}
      summary={t(($) => $.callsVsCost.summary, {
        calls: count(DAILY_CALLS.reduce((sum, value) => sum + value, 0)),
        spend: money(DAILY_SPEND.reduce((sum, value) => sum + value, 0)),
        day: formatDate(days[peak] ?? '', language, 'dayMonth'),
        peak: count(DAILY_CALLS[peak] ?? 0),
      })}
      tableToggle={t(($) => $.charts.showTable)}
      categoryTitle={t(($) => $.callsVsCost.day)}
      categories={days.map((day) => ({
        label: formatDate(day, language, 'medium'),
        shortLabel: formatDate(day, language, 'dayMonthShort'),
      }))}
      bars={{ label: t(($) => $.callsVsCost.calls), values: DAILY_CALLS, format: count, compactFormat: compactCount }}
      line={{
        label: t(($) => $.callsVsCost.spend),
        axisTitle: t(($) => $.callsVsCost.spendAxis),
        values: DAILY_SPEND,
        format: money,
        compactFormat: (value) => formatCompactMoney(value, language),
      }}
    />
  );
}

function UsageByApi() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const total = USAGE_BY_API.reduce((sum, entry) => sum + entry.calls, 0);
  const [top] = USAGE_BY_API;
  return (
    <BarListChart
      title={t(($) => $.usageByApi.title)}
      description={t(($) => $.usageByApi.description)}
      summary={t(($) => $.usageByApi.summary, {
        api: top ? API_NAMES[top.key] : '',
        calls: formatNumber(top?.calls ?? 0, language),
        total: formatNumber(total, language),
      })}
      tableToggle={t(($) => $.charts.showTable)}
      categoryTitle={t(($) => $.usageByApi.api)}
      valueTitle={t(($) => $.usageByApi.calls)}
      items={USAGE_BY_API.map((entry) => ({ key: entry.key, label: API_NAMES[entry.key], value: entry.calls }))}
      format={(value) => formatNumber(value, language)}
      compactFormat={(value) => formatCompactNumber(value, language)}
    />
  );
}

/** Dashboard (SPEC §2): Quick Look figures and two charts, all hard-coded. */
export function DashboardPage() {
  return (
    <>
      <AdminPageTitle page="dashboard" />
      <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '8' })}>
        <QuickLook />
        <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' } })}>
          <div className={card()}>
            <CallsVsCost />
          </div>
          <div className={card()}>
            <UsageByApi />
          </div>
        </div>
      </div>
    </>
  );
}
