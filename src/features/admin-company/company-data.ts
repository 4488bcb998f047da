/** The company record (SPEC §3 Company): mock values for this visit, nothing is persisted. */
export interface CompanyDetails {
  readonly companyName: string;
  readonly registrationNumber: string;
  readonly streetAddress: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: string;
  readonly apiKey: string;
  readonly apiSecret: string;
}

export const COMPANY: CompanyDetails = {
  companyName: 'Harborline Payments Ltd.',
  registrationNumber: '09482716',
  streetAddress: '221 Quayside Road',
  city: 'Bristol',
  postalCode: 'BS1 4QA',
  country: 'United Kingdom',
  apiKey: 'sw_live_pk_7Hq2Lx9VtR4mWc8ZbN3d',
  apiSecret: 'sw_live_sk_Q8vJ2nT5rK9wX4pL7mZc1bF6yH3gD0sA',
};
