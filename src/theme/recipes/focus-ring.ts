/** The one focus indicator of the site: visible on every surface, orange, offset. */
export const focusRing = {
  outline: '2px solid',
  outlineColor: 'accent.ring',
  outlineOffset: '2px',
} as const;
