import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { localizedPath, splitLanguagePath } from '../i18n/language-path.ts';
import { routeTree } from '../routeTree.gen.ts';
import type { RouterContext } from './router-context.ts';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  let adopted = false;
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Back and forward restore the old position; every new path starts at the top. Except the
    // first render: it takes over a page the visitor may have scrolled already (or the browser
    // restored on reload, or moved to #contact), and that position is theirs.
    scrollRestoration: () => {
      if (adopted) return true;
      adopted = true;
      return false;
    },
    // One route tree serves every language: `/es/banking` is routed as `/banking` (the root
    // route reads the language from the browser's URL), and every link the app builds gets the
    // current language's prefix back, so in-app links keep the language.
    rewrite: {
      input: ({ url }) => {
        const { language, path } = splitLanguagePath(url.pathname);
        if (!language || path === url.pathname) return undefined;
        url.pathname = path;
        return url;
      },
      output: ({ url }) => {
        const path = localizedPath(url.pathname, context.i18n.resolvedLanguage ?? context.i18n.language);
        if (path === url.pathname) return undefined;
        url.pathname = path;
        return url;
      },
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
