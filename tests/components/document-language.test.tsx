import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { bindDocumentLanguage } from '../../src/adapters/document-language.ts';

async function englishI18n() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', supportedLngs: ['en', 'es', 'he', 'pt'], resources: {} });
  return i18n;
}

describe('bindDocumentLanguage', () => {
  it('leaves a prerendered <html lang="en" dir="ltr"> untouched when the visitor reads English', async () => {
    const root = document.createElement('html');
    root.lang = 'en';
    root.dir = 'ltr';
    const i18n = await englishI18n();
    // Records every attribute write, even of the value the attribute already has.
    const observer = new MutationObserver(() => undefined);
    observer.observe(root, { attributes: true });
    bindDocumentLanguage(i18n, root);
    expect(observer.takeRecords().map((record) => record.attributeName)).toEqual([]);
    expect(root).toHaveAttribute('lang', 'en');
  });

  it('follows the language, right to left for Hebrew, and stops when unbound', async () => {
    const root = document.createElement('html');
    const i18n = await englishI18n();
    const unbind = bindDocumentLanguage(i18n, root);
    expect(root).toHaveAttribute('lang', 'en');
    expect(root).toHaveAttribute('dir', 'ltr');

    await i18n.changeLanguage('he');
    expect(root).toHaveAttribute('lang', 'he');
    expect(root).toHaveAttribute('dir', 'rtl');

    await i18n.changeLanguage('pt');
    expect(root).toHaveAttribute('lang', 'pt');
    expect(root).toHaveAttribute('dir', 'ltr');

    unbind();
    await i18n.changeLanguage('es');
    expect(root).toHaveAttribute('lang', 'pt');
  });
});
