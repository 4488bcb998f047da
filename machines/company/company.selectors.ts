import type { SnapshotFrom } from 'xstate';
import type { companyMachine } from './company.machine.ts';

type CompanySnapshot = SnapshotFrom<typeof companyMachine>;

export const selectApiKey = (snapshot: CompanySnapshot) => snapshot.context.apiKey;
export const selectApiSecret = (snapshot: CompanySnapshot) => snapshot.context.apiSecret;
export const selectSecretRevealed = (snapshot: CompanySnapshot) => snapshot.hasTag('secretRevealed');
export const selectIsRegenerating = (snapshot: CompanySnapshot) => snapshot.hasTag('regenerating');
export const selectIsCopying = (snapshot: CompanySnapshot) => snapshot.hasTag('copying');
export const selectCompanyErrors = (snapshot: CompanySnapshot) => snapshot.context.errors;
