import { LocaleProvider } from '@ark-ui/react/locale';
import type { i18n as I18n } from 'i18next';
import { memo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { AppActors } from '../../machines/app/index.ts';
import { AppActorsContext } from '../ui/app/actors-context.ts';

// A new context value only with a new language: every i18next event re-renders ArkLocale, and
// a changed context reaching static content React has kept as prerendered would make React
// render it afresh (src/start-up/static.tsx).
const ArkLocaleProvider = memo(function ArkLocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
});

/** Ark widgets read direction from here; without it they stay left-to-right in Hebrew. */
function ArkLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <ArkLocaleProvider locale={i18n.resolvedLanguage ?? i18n.language}>{children}</ArkLocaleProvider>;
}

export function AppProviders({ actors, i18n, children }: { actors: AppActors; i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppActorsContext.Provider value={actors}>
        <ArkLocale>{children}</ArkLocale>
      </AppActorsContext.Provider>
    </I18nextProvider>
  );
}
