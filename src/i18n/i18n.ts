import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { BRAND } from '../config/brand.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, toLanguage } from './languages.ts';

// One lazy chunk per language and namespace: a visitor downloads only the texts they read.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export async function loadBundle(language: string, namespace: string) {
  const load = bundles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  return (await load()).default;
}

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance
    .use(
      new LanguageDetector(undefined, {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        // Only a choice made in the language menu is stored (src/adapters/language-switch.ts):
        // following a shared /pt/ link must not switch every later visit.
        caches: [],
        // Anything odd in storage or the browser falls through to the next source.
        convertDetectedLanguage: (lng: string) => toLanguage(lng) ?? '',
      }),
    )
    .use(resourcesToBackend(loadBundle))
    .use(initReactI18next);
  return instance;
}

export async function initI18n(instance: I18n, options: { lng?: string | undefined } = {}) {
  await instance.init({
    ...(options.lng ? { lng: options.lng } : {}),
    supportedLngs: [...LANGUAGES],
    // Every language carries every key (npm run i18n:check), so a supported language needs no
    // fallback download; only an unsupported one falls back to English.
    fallbackLng: (code: string) => (isLanguage(code) ? [] : [DEFAULT_LANGUAGE]),
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    returnNull: false,
    interpolation: {
      // React escapes text itself; user text is never rendered as HTML.
      escapeValue: false,
      defaultVariables: {
        product: BRAND.product,
        operator: BRAND.operator,
        salesEmail: BRAND.salesEmail,
        privacyEmail: BRAND.privacyEmail,
        salesPhone: BRAND.salesPhone,
      },
    },
    react: { useSuspense: true },
  });
  return instance;
}
