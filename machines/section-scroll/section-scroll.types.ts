/** Sections of the home page that other pages link to (SPEC §2). */
export const HOME_SECTIONS = ['solutions', 'how-it-works', 'contact'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export const isHomeSection = (value: unknown): value is HomeSection =>
  typeof value === 'string' && (HOME_SECTIONS as readonly string[]).includes(value);

export interface SectionScrollContext {
  readonly pathname: string;
  readonly section: HomeSection | null;
}

export type SectionScrollEvent = { type: 'section.go'; section: HomeSection } | { type: 'route.changed'; pathname: string };
