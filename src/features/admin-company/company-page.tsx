import { useActorRef } from '../../ui/app/actor-hooks.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { Copy, Eye, EyeOff, KeyRound, RefreshCw, Save } from 'lucide-react';
import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { input } from 'styled-system/recipes/input';
import { type CompanyField } from '../../../machines/company/index.ts';
import { connectCompany } from '../../../machines/company/company.connect.ts';
import { liveCompanyMachine } from '../../adapters/company.live.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { Field } from '../../ui/widgets/field.tsx';
import { translate } from '../../ui/app/translate.ts';
import { AdminPageTitle } from '../../ui/console/admin-page-title.tsx';
import { COMPANY, type CompanyDetails } from './company-data.ts';

const formGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } });
const wide = css({ gridColumn: { sm: 'span 2' } });
const sectionHead = css({ marginBlockEnd: '5' });
const sectionTitle = css({ textStyle: 'h3' });
const sectionLead = css({ fontSize: 'sm', color: 'fg.muted', marginBlockStart: '1' });
const credential = css({ fontFamily: 'mono', fontSize: 'sm' });

function FormCard({
  title,
  lead,
  children,
  onSave,
  onChange,
  saveLabel,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  onSave: (values: Record<string, string>) => void;
  onChange: (name: string) => void;
  saveLabel: string;
}) {
  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') values[name] = value;
    onSave(values);
  };
  const changed = (event: SyntheticEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement) onChange(event.target.name);
  };
  return (
    // noValidate: the machine checks and says why at each field, in the page's language.
    <form className={card()} onSubmit={submit} onInput={changed} aria-label={title} noValidate>
      <div className={sectionHead}>
        <h2 className={sectionTitle}>{title}</h2>
        <p className={sectionLead}>{lead}</p>
      </div>
      <div className={formGrid}>{children}</div>
      <div className={css({ display: 'flex', justifyContent: 'flex-end', marginBlockStart: '5' })}>
        <button type="submit" className={button()}>
          <Save size={16} aria-hidden="true" />
          {saveLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * One required company field: its label, the machine's message at the field, and the browser's
 * autofill hint. Names and places read in any direction (`auto`); codes and numbers stay LTR.
 */
function CompanyInput({
  name,
  label,
  error,
  defaultValue,
  autoComplete,
  dir = 'auto',
  wide: isWide = false,
}: {
  name: CompanyField;
  label: string;
  error: string | undefined;
  defaultValue: string;
  autoComplete: string;
  dir?: 'auto' | 'ltr';
  wide?: boolean;
}) {
  const control = (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={input()}
          defaultValue={defaultValue}
          dir={dir}
          autoComplete={autoComplete}
        />
      )}
    </Field>
  );
  return isWide ? <div className={wide}>{control}</div> : control;
}

/** Copies one credential: it reads "Copy", its accessible name says which one. */
function CopyButton({ label, disabled, onCopy }: { label: string; disabled: boolean; onCopy: () => void }) {
  const { t } = useTranslation('company');
  return (
    <button type="button" className={button({ variant: 'outline' })} aria-label={label} disabled={disabled} onClick={onCopy}>
      <Copy size={16} aria-hidden="true" />
      {t(($) => $.apiKeys.copy)}
    </button>
  );
}

/**
 * Company Settings: two mock forms (uncontrolled, so the browser keeps what was typed) and the
 * API credentials. The page's flow — reveal, copy, regenerate, save — is the company machine.
 */
export function CompanyPage({ company = COMPANY }: { company?: CompanyDetails }) {
  const { t } = useTranslation(['company', 'admin']);
  const { toast } = useAppActors();
  const { apiKey, apiSecret, revealed, regenerating, copying, errors, save, change, toggleSecret, copy, regenerate } = useConnect(
    useActorRef(liveCompanyMachine, { input: { toast, apiKey: company.apiKey, apiSecret: company.apiSecret } }),
    connectCompany,
  );
  const { t: tAny } = useTranslation();
  const errorOf = (field: CompanyField) => {
    const message = errors[field];
    return message ? translate(tAny, message) : undefined;
  };
  const saveLabel = t(($) => $.save);
  const field = (name: CompanyField) => ({ name, error: errorOf(name), defaultValue: company[name] });

  return (
    <>
      <AdminPageTitle page="company" />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' } })}>
        <FormCard
          title={t(($) => $.legalEntity.title)}
          lead={t(($) => $.legalEntity.lead)}
          onSave={(values) => save('legalEntity', values)}
          onChange={change}
          saveLabel={saveLabel}
        >
          <CompanyInput {...field('companyName')} label={t(($) => $.legalEntity.companyName)} autoComplete="organization" wide />
          <CompanyInput
            {...field('registrationNumber')}
            label={t(($) => $.legalEntity.registrationNumber)}
            autoComplete="off"
            dir="ltr"
            wide
          />
        </FormCard>
        <FormCard
          title={t(($) => $.address.title)}
          lead={t(($) => $.address.lead)}
          onSave={(values) => save('address', values)}
          onChange={change}
          saveLabel={saveLabel}
        >
          <CompanyInput {...field('streetAddress')} label={t(($) => $.address.street)} autoComplete="street-address" wide />
          <CompanyInput {...field('city')} label={t(($) => $.address.city)} autoComplete="address-level2" />
          <CompanyInput {...field('postalCode')} label={t(($) => $.address.postalCode)} autoComplete="postal-code" dir="ltr" />
          <CompanyInput {...field('country')} label={t(($) => $.address.country)} autoComplete="country-name" wide />
        </FormCard>
        <section className={`${card()} ${wide} ${css({ gridColumn: { xl: 'span 2' } })}`} aria-labelledby="api-keys-title">
          <div className={sectionHead}>
            <h2 id="api-keys-title" className={sectionTitle}>
              {t(($) => $.apiKeys.title)}
            </h2>
            <p className={sectionLead}>{t(($) => $.apiKeys.lead)}</p>
          </div>
          <div className={css({ display: 'grid', gap: '5' })}>
            <Field label={t(($) => $.apiKeys.apiKey)}>
              {({ id }) => (
                <div className={css({ display: 'flex', gap: '2' })}>
                  <input id={id} className={`${input()} ${credential}`} value={apiKey} readOnly dir="ltr" spellCheck={false} />
                  <CopyButton label={t(($) => $.apiKeys.copyKey)} disabled={copying} onCopy={() => copy('apiKey')} />
                </div>
              )}
            </Field>
            <Field label={t(($) => $.apiKeys.apiSecret)} hint={t(($) => $.apiKeys.note)}>
              {({ id, describedBy }) => (
                <div className={css({ display: 'flex', flexWrap: { base: 'wrap', sm: 'nowrap' }, gap: '2' })}>
                  <input
                    id={id}
                    className={`${input()} ${credential} ${css({ flex: '1', minWidth: '0' })}`}
                    type={revealed ? 'text' : 'password'}
                    value={apiSecret}
                    readOnly
                    dir="ltr"
                    spellCheck={false}
                    autoComplete="off"
                    aria-describedby={describedBy}
                  />
                  <button
                    type="button"
                    className={button({ variant: 'outline', size: 'icon' })}
                    aria-label={t(($) => $.apiKeys.showSecret)}
                    aria-pressed={revealed}
                    onClick={toggleSecret}
                  >
                    {revealed ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
                  </button>
                  <CopyButton label={t(($) => $.apiKeys.copySecret)} disabled={copying} onCopy={() => copy('apiSecret')} />
                </div>
              )}
            </Field>
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
              <button type="button" className={button({ variant: 'outline' })} disabled={regenerating} onClick={regenerate}>
                <RefreshCw size={16} aria-hidden="true" />
                {t(($) => $.apiKeys.regenerate)}
              </button>
              <p className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' })}>
                <KeyRound size={16} aria-hidden="true" />
                {t(($) => $.apiKeys.regenerateHint)}
              </p>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
