import type { TFunction } from 'i18next';
import { useActorRef } from '../../ui/app/actor-hooks.ts';
import type { ChangeEvent, SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { input } from 'styled-system/recipes/input';
import { CONTACT_LIMITS, INTERESTS, type ContactField } from '../../../machines/contact/index.ts';
import { connectContact } from '../../../machines/contact/contact.connect.ts';
import { CONTACT_FIELD_IDS, contactFieldMessageId } from '../../adapters/contact.dom.ts';
import { liveContactMachine } from '../../adapters/contact.live.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { translate } from '../../ui/app/translate.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import {
  field,
  fieldLabel,
  fieldMessage as fieldMessageStyle,
  formGrid,
  MESSAGE_ROWS,
  quietUntilTouched,
  submitRow,
  wideField,
} from './contact-layout.ts';
import { PhoneField } from './phone-field.tsx';

const fieldInput = cx(input(), quietUntilTouched);

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The contact-sales form. The machine owns the values and the flow; this view renders what
 * it says and sends it what the visitor does. Required fields use the browser's own checks
 * first; the machine checks again. The button stays focusable while busy (aria-disabled), so a
 * keyboard user keeps their place; the machine ignores a second submit.
 */
export default function ContactForm() {
  const { t } = useTranslation('contact');
  const { toast } = useAppActors();
  const { values, busy, canSubmit, invalidField, fieldMessage, change, submit } = useConnect(
    useActorRef(liveContactMachine, { input: { toast } }),
    connectContact,
  );
  // The rejected field says what is wrong beside it, and points to that message.
  const problem = (name: ContactField) =>
    invalidField === name ? { 'aria-invalid': true as const, 'aria-describedby': contactFieldMessageId(name) } : {};
  const message = (name: ContactField) =>
    invalidField === name && fieldMessage ? (
      <p id={contactFieldMessageId(name)} className={fieldMessageStyle}>
        {translate(t as unknown as TFunction, fieldMessage)}
      </p>
    ) : null;

  const changed = (name: ContactField) => (event: ChangeEvent<FieldElement>) => change(name, event.target.value);
  const submitted = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const common = (name: ContactField) => ({
    id: CONTACT_FIELD_IDS[name],
    name,
    value: values[name],
    maxLength: CONTACT_LIMITS[name],
    onChange: changed(name),
    ...problem(name),
  });

  return (
    <form className={formGrid} aria-labelledby="contact-title" aria-busy={busy} onSubmit={submitted}>
      <div className={field}>
        <label htmlFor={CONTACT_FIELD_IDS.fullName} className={fieldLabel}>
          {t(($) => $.form.fullName)}
        </label>
        <input {...common('fullName')} type="text" autoComplete="name" required className={fieldInput} />
        {message('fullName')}
      </div>
      <div className={field}>
        <label htmlFor={CONTACT_FIELD_IDS.company} className={fieldLabel}>
          {t(($) => $.form.company)}
        </label>
        <input {...common('company')} type="text" autoComplete="organization" required className={fieldInput} />
        {message('company')}
      </div>
      <div className={field}>
        <label htmlFor={CONTACT_FIELD_IDS.email} className={fieldLabel}>
          {t(($) => $.form.email)}
        </label>
        <input {...common('email')} type="email" autoComplete="email" required dir="ltr" className={fieldInput} />
        {message('email')}
      </div>
      <div className={field}>
        <label htmlFor={CONTACT_FIELD_IDS.phoneNumber} className={fieldLabel}>
          {t(($) => $.form.phone)}
        </label>
        <PhoneField
          id={CONTACT_FIELD_IDS.phoneNumber}
          value={values.phoneNumber}
          invalid={invalidField === 'phoneNumber'}
          describedBy={invalidField === 'phoneNumber' ? contactFieldMessageId('phoneNumber') : undefined}
          onChange={(value) => change('phoneNumber', value)}
        />
        {message('phoneNumber')}
      </div>
      <div className={cx(field, wideField)}>
        <label htmlFor={CONTACT_FIELD_IDS.interest} className={fieldLabel}>
          {t(($) => $.form.interest)}
        </label>
        <select
          id={CONTACT_FIELD_IDS.interest}
          name="interest"
          value={values.interest}
          onChange={changed('interest')}
          {...problem('interest')}
          required
          className={fieldInput}
        >
          <option value="">{t(($) => $.form.interestPlaceholder)}</option>
          {INTERESTS.map((interest) => (
            <option key={interest} value={interest}>
              {t(($) => $.interests[interest])}
            </option>
          ))}
        </select>
        {message('interest')}
      </div>
      <div className={cx(field, wideField)}>
        <label htmlFor={CONTACT_FIELD_IDS.message} className={fieldLabel}>
          {t(($) => $.form.message)}
        </label>
        <textarea {...common('message')} dir="auto" rows={MESSAGE_ROWS} className={cx(fieldInput, css({ resize: 'vertical' }))} />
        {message('message')}
      </div>
      <div className={submitRow}>
        <button type="submit" className={button({ size: 'lg' })} aria-disabled={!canSubmit}>
          {busy ? t(($) => $.form.sending) : t(($) => $.form.submit)}
        </button>
      </div>
    </form>
  );
}
