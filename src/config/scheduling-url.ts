/**
 * The booking page embedded in the scheduling modal. `VITE_SCHEDULING_URL` points at the real
 * 30-minute page; without it (or with something that is not an http(s) URL) a placeholder on
 * a reserved domain keeps the feature working and makes no real third-party request.
 */
export const DEFAULT_SCHEDULING_URL = 'https://scheduling.example/signalwise/30min';

/**
 * The colours scheduling services accept as query parameters, hex without "#": our
 * accent.solid orange (brand.700, AA with white), ink.900 text, white background.
 * tests/unit/seo.test.ts checks them against src/theme/tokens.ts.
 */
export const SCHEDULING_THEME = {
  primary_color: 'B4450B',
  text_color: '111827',
  background_color: 'ffffff',
} as const;

/** Builds the embed URL: the configured page plus the theme parameters. Pure. */
export function buildSchedulingUrl(configured: string | undefined, theme: Readonly<Record<string, string>> = SCHEDULING_THEME): string {
  let url: URL;
  try {
    url = new URL(configured?.trim() || DEFAULT_SCHEDULING_URL);
  } catch {
    url = new URL(DEFAULT_SCHEDULING_URL);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') url = new URL(DEFAULT_SCHEDULING_URL);
  for (const [name, value] of Object.entries(theme)) url.searchParams.set(name, value);
  return url.toString();
}

/** The booking page without the theme, for the plain "open in a new tab" link. */
export const bookingPageUrl = (configured: string | undefined): string => buildSchedulingUrl(configured, {});

const configured = import.meta.env.VITE_SCHEDULING_URL as string | undefined;
export const SCHEDULING_EMBED_URL = buildSchedulingUrl(configured);
export const SCHEDULING_PAGE_URL = bookingPageUrl(configured);
