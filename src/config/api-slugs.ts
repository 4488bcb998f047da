/**
 * The API pages' addresses and names, apart from the rest of the catalogue
 * (src/config/api-catalogue.ts, which builds on this): the header, the footer and the cards
 * on every public page link to the API pages, and need no more than this.
 */

/** The URL segment of each API's page, the same in every language (PRODUCT, 2026-11-27); SPEC's marketplace order. */
export const API_SLUGS = ['number-verification', 'device-location', 'device-status', 'sim-swap', 'quality-on-demand', 'otp-sms'] as const;
export type ApiSlug = (typeof API_SLUGS)[number];

export const isApiSlug = (value: unknown): value is ApiSlug =>
  typeof value === 'string' && (API_SLUGS as readonly string[]).includes(value);

/** Product names, the same in every language (as the brand's is). */
export const API_NAMES: Readonly<Record<ApiSlug, string>> = {
  'number-verification': 'Number Verify',
  'device-location': 'Device Location',
  'device-status': 'Device Status',
  'sim-swap': 'SIM Swap',
  'quality-on-demand': 'Quality on Demand',
  'otp-sms': 'OTP SMS',
};
