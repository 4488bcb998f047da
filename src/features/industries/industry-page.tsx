import type { IndustryKey } from '../../config/industry-keys.ts';
import { Static } from '../../start-up/static.tsx';
import { INDUSTRY_CONTENT } from './industry-content.ts';
import { StickyCta } from './sticky-cta.tsx';

/** An industry page: its content (static) and the call-to-action that follows the visitor (live). */
export function IndustryPage({ industry }: { industry: IndustryKey }) {
  return (
    <>
      <Static content={INDUSTRY_CONTENT} industry={industry} />
      <StickyCta />
    </>
  );
}
