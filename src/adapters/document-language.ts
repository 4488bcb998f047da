import type { i18n as I18n } from 'i18next';

const defaultRoot = (): HTMLElement | undefined => (typeof document === 'undefined' ? undefined : document.documentElement);

/** Keeps <html lang> and dir in step with the current language (Hebrew is right-to-left). */
export function bindDocumentLanguage(i18n: I18n, root: HTMLElement | undefined = defaultRoot()) {
  // At build time (prerendering) there is no document; the template carries lang and dir.
  if (!root) return () => undefined;
  // Writing either attribute restyles the whole page, even with the value it already has (the
  // prerendered page arrives with both set for English), so only write what changes.
  const apply = (language: string) => {
    const dir = i18n.dir(language);
    if (root.lang !== language) root.lang = language;
    if (root.dir !== dir) root.dir = dir;
  };
  apply(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
