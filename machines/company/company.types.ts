import type { ActorRefFrom } from 'xstate';
import type { I18nText } from '../shared/text.ts';
import type { toastMachine } from '../toast/toast.machine.ts';

/** The two credentials on the API Keys card. */
export type CredentialField = 'apiKey' | 'apiSecret';

/** The fields of the two company forms, in page order; every one is required. */
export const COMPANY_FIELDS = {
  legalEntity: ['companyName', 'registrationNumber'],
  address: ['streetAddress', 'city', 'postalCode', 'country'],
} as const;
export type CompanyForm = keyof typeof COMPANY_FIELDS;
export type CompanyField = (typeof COMPANY_FIELDS)[CompanyForm][number];
export type CompanyErrors = Partial<Record<CompanyField, I18nText>>;

export interface CompanyInput {
  /** The app's toast queue: every action here answers with a (mock) toast. */
  readonly toast: ActorRefFrom<typeof toastMachine>;
  readonly apiKey: string;
  readonly apiSecret: string;
}

export interface CompanyContext extends CompanyInput {
  /** The credential being copied, while the clipboard write runs. */
  readonly copying: CredentialField | null;
  /** What each rejected field says, from the last save attempt of its form. */
  readonly errors: CompanyErrors;
  /** The form being checked and what it held. */
  readonly saving: { readonly form: CompanyForm; readonly values: Readonly<Record<string, string>> } | null;
}

export type CompanyEvent =
  | { type: 'company.save'; form: CompanyForm; values: Readonly<Record<string, string>> }
  | { type: 'company.change'; field: CompanyField }
  | { type: 'company.secret.toggle' }
  | { type: 'company.secret.regenerate' }
  | { type: 'company.copy'; field: CredentialField };
