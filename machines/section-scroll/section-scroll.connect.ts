import type { SectionScrollEvent, HomeSection } from './section-scroll.types.ts';

/** A link to a home page section: nothing to show, one handler (the machine goes home first when needed). */
export const connectSectionScroll = (_snapshot: unknown, send: (event: SectionScrollEvent) => void) => ({
  go: (section: HomeSection) => send({ type: 'section.go', section }),
});
