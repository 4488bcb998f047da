import { staticContent } from '../../start-up/static-content.ts';

/** A legal document's page, the same for every visitor (src/start-up/static-content.ts). */
export const LEGAL_CONTENT = staticContent(() => import('./legal-static.tsx').then((parts) => parts.LegalContent), {
  // What every legal page says around its text: last updated, on this page, how to reach us.
  texts: ['legal'],
});
