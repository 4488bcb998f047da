import type { ActorRefFrom } from 'xstate';
import type { toastMachine } from '../toast/toast.machine.ts';

/** The two credentials on the API Keys card. */
export type CredentialField = 'apiKey' | 'apiSecret';

export interface CompanyInput {
  /** The app's toast queue: every action here answers with a (mock) toast. */
  readonly toast: ActorRefFrom<typeof toastMachine>;
  readonly apiKey: string;
  readonly apiSecret: string;
}

export interface CompanyContext extends CompanyInput {
  /** The credential being copied, while the clipboard write runs. */
  readonly copying: CredentialField | null;
}

export type CompanyEvent =
  | { type: 'company.save' }
  | { type: 'company.secret.toggle' }
  | { type: 'company.secret.regenerate' }
  | { type: 'company.copy'; field: CredentialField };
