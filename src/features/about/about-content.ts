import { staticContent } from '../../start-up/static-content.ts';

/** The About page's content, the same for every visitor (src/start-up/static-content.ts). */
export const ABOUT_CONTENT = staticContent(() => import('./about-static.tsx').then((parts) => parts.AboutContent), {
  // The facts repeat the home page's reach figures, with their words.
  texts: ['home'],
});
