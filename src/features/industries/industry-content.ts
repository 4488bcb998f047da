import { staticContent } from '../../ui/app/static-content.ts';

/** An industry page's content, the same for every visitor of it (src/ui/app/static-content.ts). */
export const INDUSTRY_CONTENT = staticContent(() => import('./industry-static.tsx').then((parts) => parts.IndustryContent));
