import { monthStart, paymentDueDate } from './billing-dates.ts';
import { DEMO_NOW, monthsBefore } from './demo-clock.ts';

/**
 * Billing entities (SPEC §3): hard-coded for the mock console, words by i18n key, dated
 * relative to today (see demo-clock.ts): the spend history and the invoices are the six
 * months before the current one; the newest invoice is unpaid and is what is due by the end
 * of this month.
 */

/** The spend bar chart's value axis reaches at least this far (SPEC §9). */
export const SPEND_SCALE_MIN = 1500;

export interface SpendMonth {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly amount: number;
}

/** What each of the six months cost in USD, oldest first. */
const MONTHLY_SPEND = [842.1, 915.35, 1068.9, 1172.45, 1309.8, 1234.56] as const;

/** The spend of the six months before the month `now` falls in, oldest first. */
export const spendHistory = (now: Date): SpendMonth[] =>
  monthsBefore(now, MONTHLY_SPEND.length).map(({ year, month }, index) => ({ year, month, amount: MONTHLY_SPEND[index] ?? 0 }));

export type InvoiceStatus = 'paid' | 'unpaid';

export interface Invoice {
  /** INV-<year>-<month, three digits>: one invoice per billed month. */
  readonly id: string;
  /** First day of the billed month, YYYY-MM-DD. */
  readonly period: string;
  readonly amount: number;
  readonly status: InvoiceStatus;
  /** A static sample PDF served from public/mock. */
  readonly pdfUrl: string;
}

const SAMPLE_PDF = '/mock/invoice.pdf';

/** The six most recent invoices, newest first: one per month of the spend history, the newest unpaid. */
export const invoicesFor = (now: Date): Invoice[] =>
  spendHistory(now)
    .map((entry, index, history): Invoice => ({
      id: `INV-${String(entry.year)}-${String(entry.month).padStart(3, '0')}`,
      period: monthStart(entry.year, entry.month),
      amount: entry.amount,
      status: index === history.length - 1 ? 'unpaid' : 'paid',
      pdfUrl: SAMPLE_PDF,
    }))
    .reverse();

/** What is owed this month (the unpaid invoices, in USD) and by when (the month's last day). */
export function amountDue(now: Date): { readonly amount: number; readonly dueDate: string } {
  const amount = invoicesFor(now)
    .filter((invoice) => invoice.status === 'unpaid')
    .reduce((sum, invoice) => sum + invoice.amount, 0);
  return { amount: Math.round(amount * 100) / 100, dueDate: paymentDueDate(now) };
}

export const SPEND_HISTORY: readonly SpendMonth[] = spendHistory(DEMO_NOW);
export const INVOICES: readonly Invoice[] = invoicesFor(DEMO_NOW);
export const AMOUNT_DUE = amountDue(DEMO_NOW);

/** Volume discounts on the month's total calls across all APIs (the pricing-details box). */
export const VOLUME_TIERS = [
  { from: 0, to: 250_000, discount: 0 },
  { from: 250_001, to: 2_000_000, discount: 0.15 },
  { from: 2_000_001, to: null, discount: 0.3 },
] as const;
