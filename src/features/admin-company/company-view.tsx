import { useActorRef, useSelector } from '../../app/actor-hooks.ts';
import { Copy, Eye, EyeOff, KeyRound, RefreshCw, Save } from 'lucide-react';
import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { input } from 'styled-system/recipes/input';
import { fromPromise } from 'xstate';
import {
  companyMachine,
  selectApiKey,
  selectApiSecret,
  selectIsCopying,
  selectIsRegenerating,
  selectSecretRevealed,
} from '../../../machines/company/index.ts';
import { copyText } from '../../adapters/clipboard.ts';
import { useAppActors } from '../../app/actors-context.ts';
import { Field } from '../../ui/field.tsx';
import { AdminPageTitle } from '../admin-shell/admin-page-title.tsx';
import { COMPANY, createMockSecret, type CompanyDetails } from './company-data.ts';

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
  saveLabel,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  onSave: () => void;
  saveLabel: string;
}) {
  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form className={card()} onSubmit={submit} aria-label={title}>
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

// Real effects for the company machine: the clipboard adapter and a random mock secret.
const companySettingsMachine = companyMachine.provide({
  actors: {
    copyText: fromPromise(({ input: { text } }) => copyText(text)),
    createSecret: fromPromise(async () => createMockSecret()),
  },
});

/**
 * Company Settings: two mock forms (uncontrolled, so the browser keeps what was typed) and the
 * API credentials. The page's flow — reveal, copy, regenerate, save — is the company machine.
 */
export function CompanyView({ company = COMPANY }: { company?: CompanyDetails }) {
  const { t } = useTranslation(['company', 'admin']);
  const { toast } = useAppActors();
  const companyRef = useActorRef(companySettingsMachine, { input: { toast, apiKey: company.apiKey, apiSecret: company.apiSecret } });
  const apiKey = useSelector(companyRef, selectApiKey);
  const apiSecret = useSelector(companyRef, selectApiSecret);
  const revealed = useSelector(companyRef, selectSecretRevealed);
  const regenerating = useSelector(companyRef, selectIsRegenerating);
  const copying = useSelector(companyRef, selectIsCopying);

  const save = () => companyRef.send({ type: 'company.save' });
  const saveLabel = t(($) => $.save);

  return (
    <>
      <AdminPageTitle page="company" />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' } })}>
        <FormCard title={t(($) => $.legalEntity.title)} lead={t(($) => $.legalEntity.lead)} onSave={save} saveLabel={saveLabel}>
          <div className={wide}>
            <Field label={t(($) => $.legalEntity.companyName)}>
              {({ id }) => (
                <input
                  id={id}
                  name="companyName"
                  className={input()}
                  defaultValue={company.companyName}
                  dir="auto"
                  autoComplete="organization"
                />
              )}
            </Field>
          </div>
          <div className={wide}>
            <Field label={t(($) => $.legalEntity.registrationNumber)}>
              {({ id }) => (
                <input
                  id={id}
                  name="registrationNumber"
                  className={input()}
                  defaultValue={company.registrationNumber}
                  autoComplete="off"
                  dir="ltr"
                />
              )}
            </Field>
          </div>
        </FormCard>

        <FormCard title={t(($) => $.address.title)} lead={t(($) => $.address.lead)} onSave={save} saveLabel={saveLabel}>
          <div className={wide}>
            <Field label={t(($) => $.address.street)}>
              {({ id }) => (
                <input
                  id={id}
                  name="streetAddress"
                  className={input()}
                  defaultValue={company.streetAddress}
                  dir="auto"
                  autoComplete="street-address"
                />
              )}
            </Field>
          </div>
          <Field label={t(($) => $.address.city)}>
            {({ id }) => (
              <input id={id} name="city" className={input()} defaultValue={company.city} dir="auto" autoComplete="address-level2" />
            )}
          </Field>
          <Field label={t(($) => $.address.postalCode)}>
            {({ id }) => (
              <input id={id} name="postalCode" className={input()} defaultValue={company.postalCode} autoComplete="postal-code" dir="ltr" />
            )}
          </Field>
          <div className={wide}>
            <Field label={t(($) => $.address.country)}>
              {({ id }) => (
                <input id={id} name="country" className={input()} defaultValue={company.country} dir="auto" autoComplete="country-name" />
              )}
            </Field>
          </div>
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
                  <button
                    type="button"
                    className={button({ variant: 'outline' })}
                    aria-label={t(($) => $.apiKeys.copyKey)}
                    disabled={copying}
                    onClick={() => companyRef.send({ type: 'company.copy', field: 'apiKey' })}
                  >
                    <Copy size={16} aria-hidden="true" />
                    {t(($) => $.apiKeys.copy)}
                  </button>
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
                    onClick={() => companyRef.send({ type: 'company.secret.toggle' })}
                  >
                    {revealed ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
                  </button>
                  <button
                    type="button"
                    className={button({ variant: 'outline' })}
                    aria-label={t(($) => $.apiKeys.copySecret)}
                    disabled={copying}
                    onClick={() => companyRef.send({ type: 'company.copy', field: 'apiSecret' })}
                  >
                    <Copy size={16} aria-hidden="true" />
                    {t(($) => $.apiKeys.copy)}
                  </button>
                </div>
              )}
            </Field>
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
              <button
                type="button"
                className={button({ variant: 'outline' })}
                disabled={regenerating}
                onClick={() => companyRef.send({ type: 'company.secret.regenerate' })}
              >
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
