import { staticContent } from '../../ui/static-content.ts';

/** The About page's content, the same for every visitor (src/ui/static-content.ts). */
export const ABOUT_CONTENT = staticContent(() => import('./about-static.tsx').then((parts) => parts.AboutContent));
