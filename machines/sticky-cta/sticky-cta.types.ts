/** Where the page is scrolled to, and how tall the window is, in CSS pixels. */
export interface ScrollPosition {
  readonly scrollY: number;
  readonly viewportHeight: number;
}

export type StickyCtaEvent = { type: 'scroll.changed' } & ScrollPosition;
