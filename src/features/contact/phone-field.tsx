import metadata from 'libphonenumber-js/min/metadata';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country, FlagProps, Labels } from 'react-phone-number-input';
import PhoneInput, { getCountries } from 'react-phone-number-input/core';
import { cx } from 'styled-system/css';
import { input } from 'styled-system/recipes/input';
import { phoneInput } from 'styled-system/recipes/phone-input';
import { PHONE_RULES } from '../../../machines/contact/index.ts';
import { quietUntilTouched } from './contact-layout.ts';

// Flags come from our own build (country-flag-icons, which the widget depends on), never from
// the widget's default third-party host. Each is a separate file fetched only when shown.
const FLAG_URLS = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  base: '/node_modules/country-flag-icons/3x2/',
  query: '?no-inline',
  import: 'default',
  eager: true,
});

function LocalFlag({ country }: FlagProps) {
  const src = FLAG_URLS[`./${country}.svg`];
  // The widget hides the flag from assistive tech; the select names the country.
  return src ? <img src={src} alt="" width={24} height={16} /> : <span />;
}

/** Country names in the page's language from the browser's own data, plus our few words. */
function useLabels(language: string): Labels {
  const { t } = useTranslation('contact');
  const country = t(($) => $.phone.country);
  const international = t(($) => $.phone.international);
  const ext = t(($) => $.phone.ext);
  const phone = t(($) => $.form.phone);
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    const labels: Labels = { country, ZZ: international, ext, phone };
    for (const code of getCountries(metadata)) labels[code] = names.of(code) ?? code;
    return labels;
  }, [language, country, international, ext, phone]);
}

interface PhoneFieldProps {
  readonly id: string;
  readonly value: string;
  readonly invalid: boolean;
  /** The id of the message that says what is wrong, while the field is rejected. */
  readonly describedBy?: string | undefined;
  readonly onChange: (value: string) => void;
}

/**
 * The phone number in international format, US by default. It is a left-to-right island in
 * every language; its onChange gives E.164 or undefined, never an event.
 */
export function PhoneField({ id, value, invalid, describedBy, onChange }: PhoneFieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const labels = useLabels(language);
  return (
    <PhoneInput
      id={id}
      name="phoneNumber"
      metadata={metadata}
      labels={labels}
      locales={[language]}
      defaultCountry={PHONE_RULES.defaultCountry satisfies Country}
      international
      flagComponent={LocalFlag}
      value={value === '' ? undefined : value}
      onChange={(next) => onChange(next ?? '')}
      autoComplete="tel"
      required
      maxLength={PHONE_RULES.maxInputLength}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={phoneInput()}
      containerComponentProps={{ dir: 'ltr' }}
      numberInputProps={{ className: cx(input(), quietUntilTouched), dir: 'ltr' }}
    />
  );
}
