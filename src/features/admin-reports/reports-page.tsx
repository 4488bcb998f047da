import { Download, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { text, type I18nText } from '../../../machines/shared/text.ts';
import { connectToastSender } from '../../../machines/toast/toast.connect.ts';
import { monthStart } from '../../mock/billing-dates.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { AdminPageTitle } from '../../ui/console/admin-page-title.tsx';
import { BarListChart, ColumnChart, type BarListItem } from '../../ui/charts/index.ts';
import { formatDate, formatMonthRange } from '../../ui/format/date.ts';
import { formatCompactMoney, formatMoney } from '../../ui/format/money.ts';
import { formatCompactNumber, formatNumber, formatPercent } from '../../ui/format/number.ts';
import { Tabs } from '../../ui/widgets/tabs.tsx';
import { BREAKDOWN_MONTH, BY_COUNTRY, BY_OPERATOR, BY_USE_CASE, MONTHLY_USAGE, REPORT_TABS, type ReportTab } from './reports-data.ts';

// Report names for the toasts, spelled out with text() so the key check sees each one.
const REPORT_NAMES: Record<ReportTab, I18nText> = {
  total: text('reports:tabs.total'),
  country: text('reports:tabs.country'),
  operator: text('reports:tabs.operator'),
  useCase: text('reports:tabs.useCase'),
};

function useLanguage() {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

/** Export and Apply Filters for one report: both mock toasts naming the report. */
function ReportActions({ tab }: { tab: ReportTab }) {
  const { t } = useTranslation('reports');
  const toasts = useConnect(useAppActors().toast, connectToastSender);
  const show = (title: I18nText, description: I18nText) => toasts.show({ title, description });
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        onClick={() => show(text('reports:toast.filters.title'), text('reports:toast.filters.description', { report: REPORT_NAMES[tab] }))}
      >
        <SlidersHorizontal size={16} aria-hidden="true" />
        {t(($) => $.actions.applyFilters)}
      </button>
      <button
        type="button"
        className={button({ size: 'sm' })}
        onClick={() => show(text('reports:toast.export.title'), text('reports:toast.export.description', { report: REPORT_NAMES[tab] }))}
      >
        <Download size={16} aria-hidden="true" />
        {t(($) => $.actions.export)}
      </button>
    </>
  );
}

function TotalUsage() {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const count = (value: number) => formatNumber(value, language);
  const money = (value: number) => formatMoney(value, language);
  const first = MONTHLY_USAGE[0];
  const last = MONTHLY_USAGE[MONTHLY_USAGE.length - 1];
  const range = first && last ? formatMonthRange(monthStart(first.year, first.month), monthStart(last.year, last.month), language) : '';
  return (
    <ColumnChart
      title={t(($) => $.total.title)}
      description={t(($) => $.total.description, { period: range })}
      summary={t(($) => $.total.summary, {
        calls: count(MONTHLY_USAGE.reduce((sum, entry) => sum + entry.calls, 0)),
        spend: money(MONTHLY_USAGE.reduce((sum, entry) => sum + entry.spend, 0)),
      })}
      tableToggle={t(($) => $.showTable)}
      actions={<ReportActions tab="total" />}
      categoryTitle={t(($) => $.total.month)}
      categories={MONTHLY_USAGE.map((entry) => ({
        label: formatDate(monthStart(entry.year, entry.month), language, 'month'),
        shortLabel: formatDate(monthStart(entry.year, entry.month), language, 'monthShort'),
      }))}
      bars={{
        label: t(($) => $.total.calls),
        values: MONTHLY_USAGE.map((entry) => entry.calls),
        format: count,
        compactFormat: (value) => formatCompactNumber(value, language),
      }}
      line={{
        label: t(($) => $.total.spend),
        axisTitle: t(($) => $.total.spendAxis),
        values: MONTHLY_USAGE.map((entry) => entry.spend),
        format: money,
        compactFormat: (value) => formatCompactMoney(value, language),
      }}
    />
  );
}

/** One breakdown of the newest month's calls (country, operator, use case) as horizontal bars. */
function Breakdown({ tab, items }: { tab: Exclude<ReportTab, 'total'>; items: readonly BarListItem[] }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const count = (value: number) => formatNumber(value, language);
  const total = items.reduce((sum, item) => sum + item.value, 0);
  const top = items.reduce<BarListItem | undefined>((best, item) => (!best || item.value > best.value ? item : best), undefined);
  const share = top && total > 0 ? formatPercent(top.value / total, language, 0) : '';
  const period = formatDate(BREAKDOWN_MONTH, language, 'month');
  return (
    <BarListChart
      title={t(($) => $[tab].title)}
      description={t(($) => $[tab].description, { period })}
      summary={t(($) => $.breakdownSummary, { top: top?.label ?? '', share, total: count(total) })}
      tableToggle={t(($) => $.showTable)}
      actions={<ReportActions tab={tab} />}
      categoryTitle={t(($) => $[tab].category)}
      valueTitle={t(($) => $.callsAxis)}
      items={items}
      format={count}
      compactFormat={(value) => formatCompactNumber(value, language)}
    />
  );
}

/** Reports and Analytics (SPEC §2): four reports in tabs, Total Usage first. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const regions = new Intl.DisplayNames([language], { type: 'region' });

  const panels: Record<ReportTab, ReactNode> = {
    total: <TotalUsage />,
    country: (
      <Breakdown
        tab="country"
        items={BY_COUNTRY.map((entry) => ({ key: entry.code, label: regions.of(entry.code) ?? entry.code, value: entry.calls }))}
      />
    ),
    operator: (
      <Breakdown
        tab="operator"
        items={BY_OPERATOR.map((entry) => ({ key: entry.key, label: t(($) => $.operators[entry.key]), value: entry.calls }))}
      />
    ),
    useCase: (
      <Breakdown
        tab="useCase"
        items={BY_USE_CASE.map((entry) => ({ key: entry.key, label: t(($) => $.useCases[entry.key]), value: entry.calls }))}
      />
    ),
  };

  return (
    <>
      <AdminPageTitle page="reports" />
      <Tabs
        label={t(($) => $.tabsLabel)}
        defaultValue="total"
        items={REPORT_TABS.map((tab) => ({
          value: tab,
          label: t(($) => $.tabs[tab]),
          content: <div className={card()}>{panels[tab]}</div>,
        }))}
      />
    </>
  );
}
