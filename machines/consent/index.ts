export { CONSENT_NOT_STORED_TOAST, consentMachine } from './consent.machine.ts';
export {
  CONSENT_CATEGORIES,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  FULL_CONSENT,
  NO_CONSENT,
  parseConsentRecord,
  serializeConsentRecord,
} from './consent-record.ts';
export * from './consent.selectors.ts';
export type * from './consent.types.ts';
export * from './consent.connect.ts';
