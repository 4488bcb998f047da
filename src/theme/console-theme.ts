import type { ColorToken } from 'styled-system/tokens';
import type { semanticTokens } from './tokens.ts';

/**
 * The console's dark theme. The semantic tokens (tokens.ts) keep their light values, which is
 * all the public site ever uses; here every semantic colour gets its dark value, as a palette
 * token or (for a translucent overlay) a colour. `consoleThemeCss` turns the map into custom
 * property overrides in the console's own stylesheet (css-scopes.ts), so the site's shared CSS
 * carries none of it.
 *
 * The dark values apply while an element of the page carries `data-theme="dark"` (the console
 * layout, from the theme machine), to the whole document, so portalled menus, dialogs and
 * toasts follow. The console's first frame, before that stylesheet has loaded, is painted from
 * `html[data-console-theme]`, which the page gate sets (src/styles.css, src/start-up/page-gate.ts).
 */

/**
 * The attribute the console layout carries with its theme (`light` or `dark`). While an
 * element of the page says `dark`, the dark token values below apply to the whole document,
 * portalled menus and dialogs included.
 */
export const THEME_ATTRIBUTE = 'data-theme';

type Join<P extends string, K extends string> = P extends '' ? K : `${P}.${K}`;
/** The dotted names of a token tree's leaves; `DEFAULT` names its parent. */
type TokenNames<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends { value: unknown } ? (K extends 'DEFAULT' ? P : Join<P, K>) : TokenNames<T[K], Join<P, K>>;
}[keyof T & string];

export type SemanticColor = TokenNames<typeof semanticTokens.colors>;
export type SemanticShadow = TokenNames<typeof semanticTokens.shadows>;

/** A palette token, or a literal colour where no token fits (translucent layers). */
type DarkColor = ColorToken | `rgba(${string})`;

/** Every semantic colour in the dark: a missing one is a type error. Contrast notes are against `bg` (ink.900). */
export const DARK_COLORS: Readonly<Record<SemanticColor, DarkColor>> = {
  fg: 'ink.50',
  'fg.muted': 'ink.300',
  // 6.9:1 on ink.900, 5.6:1 on ink.800 (bg.muted).
  'fg.subtle': 'ink.400',
  'fg.inverted': 'ink.900',
  'fg.invertedMuted': 'ink.600',
  'fg.onAccent': 'white',
  bg: 'ink.900',
  'bg.subtle': 'ink.950',
  'bg.muted': 'ink.800',
  'bg.inverted': 'ink.100',
  'bg.overlay': 'rgba(0, 0, 0, 0.7)',
  border: 'ink.700',
  'border.strong': 'ink.600',
  // White text on orange 700 is 5.5:1 in both themes.
  'accent.solid': 'brand.700',
  'accent.solidHover': 'brand.800',
  // Orange text on dark surfaces: 7.2:1 on ink.900, 6.9:1 on accent.subtle.
  'accent.fg': 'brand.400',
  'accent.decor': 'brand.500',
  'accent.subtle': 'brand.950',
  'accent.muted': 'brand.900',
  'accent.ring': 'brand.400',
  'accent.onInverted': 'brand.700',
  'success.fg': 'green.300',
  'success.bg': 'green.950',
  'success.border': 'green.800',
  'warning.fg': 'yellow.300',
  'warning.bg': 'yellow.950',
  'warning.border': 'yellow.800',
  'danger.fg': 'red.300',
  'danger.bg': 'red.950',
  'danger.border': 'red.800',
  'danger.solid': 'red.700',
  // Bars and lines need 3:1 against the card (WCAG 1.4.11): orange 600 is 4.5:1, teal 600 4.7:1;
  // the value printed inside an orange bar is dark ink on it (4.7:1).
  'chart.series1': 'brand.600',
  'chart.series2': 'teal.600',
  'chart.onSeries1': 'ink.950',
  'chart.grid': 'ink.700',
  'chart.axis': 'ink.400',
};

/** Shadows read on dark surfaces only when darker and denser. */
export const DARK_SHADOWS: Readonly<Record<SemanticShadow, string>> = {
  card: '0 1px 2px rgba(0, 0, 0, 0.5), 0 4px 16px rgba(0, 0, 0, 0.35)',
  raised: '0 10px 30px rgba(0, 0, 0, 0.6)',
  glow: 'none',
  tile: 'none',
};

/** The table's scroll shadows (tokens.ts `scrollShadows`), with covers of the dark surface. */
const DARK_SCROLL_SHADOWS =
  'linear-gradient(to right, var(--colors-bg) 40%, transparent), linear-gradient(to left, var(--colors-bg) 40%, transparent), radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.6), transparent), radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.6), transparent)';

/** Panda's custom property for a token name: `accent.solidHover` → `--colors-accent-solid-hover`. */
export const tokenVariable = (category: string, name: string) =>
  `--${category}-${name.replace(/\./g, '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const colorValue = (value: DarkColor) => (value.startsWith('rgba(') ? value : `var(${tokenVariable('colors', value)})`);

/** The console's dark theme as CSS: custom property overrides in Panda's `tokens` layer. */
export function consoleThemeCss(): string {
  const declarations = [
    'color-scheme: dark;',
    ...Object.entries(DARK_COLORS).map(([name, value]) => `${tokenVariable('colors', name)}: ${colorValue(value)};`),
    ...Object.entries(DARK_SHADOWS).map(([name, value]) => `${tokenVariable('shadows', name)}: ${value};`),
    `${tokenVariable('gradients', 'scrollShadows')}: ${DARK_SCROLL_SHADOWS};`,
  ];
  return `@layer tokens {\n  :root:has([${THEME_ATTRIBUTE}='dark']) {\n${declarations.map((line) => `    ${line}`).join('\n')}\n  }\n}\n`;
}
