import type { SnapshotFrom } from 'xstate';
import type { companyMachine } from './company.machine.ts';
import { COMPANY_FIELDS, type CompanyEvent, type CompanyField, type CompanyForm, type CredentialField } from './company.types.ts';

const isCompanyField = (name: string): name is CompanyField =>
  Object.values(COMPANY_FIELDS).some((fields) => (fields as readonly string[]).includes(name));

/**
 * Company Settings: the credentials, whether the secret shows, what is under way, each field's
 * message; saving a form, a field edited (by its input's name: others are not the flow's),
 * showing the secret, copying a credential, a new secret.
 */
export const connectCompany = (snapshot: SnapshotFrom<typeof companyMachine>, send: (event: CompanyEvent) => void) => ({
  apiKey: snapshot.context.apiKey,
  apiSecret: snapshot.context.apiSecret,
  revealed: snapshot.hasTag('secretRevealed'),
  regenerating: snapshot.hasTag('regenerating'),
  copying: snapshot.hasTag('copying'),
  errors: snapshot.context.errors,
  save: (form: CompanyForm, values: Readonly<Record<string, string>>) => send({ type: 'company.save', form, values }),
  change: (name: string) => {
    if (isCompanyField(name)) send({ type: 'company.change', field: name });
  },
  toggleSecret: () => send({ type: 'company.secret.toggle' }),
  copy: (field: CredentialField) => send({ type: 'company.copy', field }),
  regenerate: () => send({ type: 'company.secret.regenerate' }),
});
