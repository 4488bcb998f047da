import { monthStart } from './billing-dates.ts';

/** Billing entities (SPEC §3): hard-coded for the mock console, words by i18n key. */

/** What is owed for the current month, in USD. */
export const CURRENT_MONTH_DUE = 1234.56;

/** The spend bar chart's value axis reaches at least this far (SPEC §9). */
export const SPEND_SCALE_MIN = 1500;

export interface SpendMonth {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly amount: number;
}

export const SPEND_HISTORY: readonly SpendMonth[] = [
  { year: 2025, month: 1, amount: 842.1 },
  { year: 2025, month: 2, amount: 915.35 },
  { year: 2025, month: 3, amount: 1068.9 },
  { year: 2025, month: 4, amount: 1172.45 },
  { year: 2025, month: 5, amount: 1309.8 },
  { year: 2025, month: 6, amount: 1234.56 },
];

export type InvoiceStatus = 'paid' | 'unpaid';

export interface Invoice {
  readonly id: string;
  /** First day of the billed month, YYYY-MM-DD. */
  readonly period: string;
  readonly amount: number;
  readonly status: InvoiceStatus;
  /** A static sample PDF served from public/mock. */
  readonly pdfUrl: string;
}

const SAMPLE_PDF = '/mock/invoice.pdf';

/** The six most recent invoices, newest first: one per month of the spend history. */
export const INVOICES: readonly Invoice[] = SPEND_HISTORY.map((entry, index): Invoice => ({
  id: `INV-${String(entry.year)}-${String(index + 1).padStart(3, '0')}`,
  period: monthStart(entry.year, entry.month),
  amount: entry.amount,
  status: index === SPEND_HISTORY.length - 1 ? 'unpaid' : 'paid',
  pdfUrl: SAMPLE_PDF,
})).reverse();

export type ApiCategory = 'security' | 'location' | 'kyc' | 'comms';
export type ProviderKey = 'bluepeak' | 'solvane' | 'northwind';
export type MarketplaceApiKey = 'numberVerify' | 'deviceLocation' | 'deviceStatus' | 'simSwap' | 'qualityOnDemand' | 'otpSms';

export interface MarketplaceApi {
  readonly id: string;
  /** Name and description in billing.json under marketplace.apis.<key>. */
  readonly key: MarketplaceApiKey;
  readonly category: ApiCategory;
  /** The operator that serves the API (three fictional operators). */
  readonly provider: ProviderKey;
  /** USD per successful call. */
  readonly costPerCall: number;
}

export const MARKETPLACE_APIS: readonly MarketplaceApi[] = [
  { id: 'api_num_verify', key: 'numberVerify', category: 'security', provider: 'bluepeak', costPerCall: 0.005 },
  { id: 'api_device_location', key: 'deviceLocation', category: 'location', provider: 'solvane', costPerCall: 0.01 },
  { id: 'api_device_status', key: 'deviceStatus', category: 'kyc', provider: 'northwind', costPerCall: 0.008 },
  { id: 'api_sim_swap', key: 'simSwap', category: 'security', provider: 'bluepeak', costPerCall: 0.02 },
  { id: 'api_qod', key: 'qualityOnDemand', category: 'comms', provider: 'solvane', costPerCall: 0.05 },
  { id: 'api_otp_sms', key: 'otpSms', category: 'comms', provider: 'northwind', costPerCall: 0.03 },
];

/** Volume discounts on the month's total calls across all APIs (the pricing-details box). */
export const VOLUME_TIERS = [
  { from: 0, to: 250_000, discount: 0 },
  { from: 250_001, to: 2_000_000, discount: 0.15 },
  { from: 2_000_001, to: null, discount: 0.3 },
] as const;
