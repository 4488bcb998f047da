import type { i18n as I18n } from 'i18next';
import type { AppActorRef } from '../../machines/app/index.ts';
import { forgetTypedFields } from '../start-up/takeover.ts';
import { splitLanguagePath } from '../i18n/language-path.ts';
import type { createAppRouter } from './app-router.ts';

/**
 * Wires the router to the rest of the app: route changes reach the app actor (menus fold,
 * the section scroller learns the path), and a language change re-runs the loaders so
 * titles and descriptions are translated again.
 */
export function connectRouter(router: ReturnType<typeof createAppRouter>, app: AppActorRef, i18n: I18n) {
  const unsubscribe = router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    if (!pathChanged) return;
    // What was typed into the prerendered page belongs to that page only.
    forgetTypedFields();
    app.send({ type: 'route.changed', pathname: toLocation.pathname });
  });
  const retitle = (language: string) => {
    // On a public page in another language, the language switch moves to that language's URL
    // next, and that navigation loads the page's texts (src/adapters/language-switch.ts); a
    // reload of the old URL now would switch the language straight back.
    const { language: urlLanguage } = splitLanguagePath(router.latestLocation.publicHref.split(/[?#]/)[0] ?? '/');
    if (urlLanguage && urlLanguage !== language) return;
    void router.invalidate();
  };
  i18n.on('languageChanged', retitle);
  return () => {
    unsubscribe();
    i18n.off('languageChanged', retitle);
  };
}
