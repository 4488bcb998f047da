import { staticContent } from '../../start-up/static-content.ts';

/** An industry page's content, the same for every visitor of it (src/start-up/static-content.ts). */
export const INDUSTRY_CONTENT = staticContent(() => import('./industry-static.tsx').then((parts) => parts.IndustryContent));
