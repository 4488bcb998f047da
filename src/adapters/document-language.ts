import type { i18n as I18n } from 'i18next';

const defaultRoot = (): HTMLElement | undefined => (typeof document === 'undefined' ? undefined : document.documentElement);

/** Keeps <html lang> and dir in step with the current language (Hebrew is right-to-left). */
export function bindDocumentLanguage(i18n: I18n, root: HTMLElement | undefined = defaultRoot()) {
  // At build time (prerendering) there is no document; the template carries lang and dir.
  if (!root) return () => undefined;
  const apply = (language: string) => {
    root.lang = language;
    root.dir = i18n.dir(language);
  };
  apply(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
