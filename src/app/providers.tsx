import { LocaleProvider } from '@ark-ui/react/locale';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { AppActors } from '../../machines/app/index.ts';
import { AppActorsContext } from '../ui/actors-context.ts';

/** Ark widgets read direction from here; without it they stay left-to-right in Hebrew. */
function ArkLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <LocaleProvider locale={i18n.resolvedLanguage ?? i18n.language}>{children}</LocaleProvider>;
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
