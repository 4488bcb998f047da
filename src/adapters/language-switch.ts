import type { AnyRouter } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { isUnlocalizedPath } from '../i18n/language-path.ts';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages.ts';
import { writeItem } from './storage.ts';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the entry a language switch adds, so it differs from the one it leaves. */
    readonly language?: string;
  }
}

/**
 * A language chosen in the menu: remembered (the only way a language is stored), then the
 * same page in that language. A public page moves to its URL in the new language without
 * leaving the page: scroll, focus and whatever is typed in a form stay. The sign-in page and
 * the console have no language URLs and switch in place. `loadShownContent` fetches the code of
 * the static content on screen (src/start-up/static-content.ts), given by the app that boots it.
 */
export function createLanguageSwitch(i18n: I18n, router: () => AnyRouter | undefined, loadShownContent: (i18n: I18n) => Promise<void>) {
  return async (language: string) => {
    writeItem(LANGUAGE_STORAGE_KEY, language);
    // The page's static content renders again in the new language the moment it changes.
    await loadShownContent(i18n);
    await i18n.changeLanguage(language);
    const current = router();
    if (!current || isUnlocalizedPath(current.state.location.pathname)) return;
    // The router's own path stays; its output rewrite adds the new prefix. A new history
    // entry (Back returns to the old language), and no scroll reset: this is not a new page.
    await current.navigate({
      href: current.state.location.href,
      state: { language },
      resetScroll: false,
      hashScrollIntoView: false,
    });
  };
}
