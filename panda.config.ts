import { defineConfig } from '@pandacss/dev';
import presetBase from '@pandacss/preset-base';
import presetPanda from '@pandacss/preset-panda';
import { SCOPED_FILES } from './src/theme/css-scopes.ts';
import { recipes, slotRecipes } from './src/theme/recipes/index.ts';
import { textStyles } from './src/theme/text-styles.ts';
import { semanticTokens, tokens } from './src/theme/tokens.ts';

export default defineConfig({
  // Panda's own presets, less the base preset's global CSS: it only declares 33 custom
  // properties on every element and pseudo-element for filter, transform and gradient
  // utilities we do not use, and computing them was a fifth of the first frame's style work.
  // `npm run budget` fails if a stylesheet refers to one of them again. `eject` stops Panda
  // adding the whole base preset back.
  eject: true,
  presets: [{ ...presetBase, globalCss: {} }, presetPanda],
  preflight: true,
  // Components may only use tokens: a raw colour or size in a component is a type error.
  strictTokens: true,
  include: ['./src/**/*.{ts,tsx}'],
  // Styles only some pages use go to their own stylesheet (src/theme/css-scopes.ts).
  exclude: SCOPED_FILES,
  outdir: 'styled-system',
  importMap: 'styled-system',
  globalCss: {
    html: {
      fontFamily: 'body',
      // Preflight sets code, kbd, pre and samp in this variable, else in a stack with no generic
      // family: on a system with none of its fonts (Linux, Android) the browser looked up each
      // name, then fell back to its serif font's names, during the page's first layout.
      '--global-font-mono': 'fonts.mono',
      color: 'fg',
      bg: 'bg',
      WebkitTextSizeAdjust: '100%',
    },
    // Whatever the page scrolls to or focuses (a #section, a field with an error) stops below
    // the sticky header. A margin on the page's content rather than html's scroll-padding,
    // which would also scroll the page whenever focus moves into the sticky header itself.
    'main *': { scrollMarginBlockStart: 'calc(token(sizes.header) + 1rem)' },
    body: { textStyle: 'body', minHeight: '100dvh' },
    'a, button, input, select, textarea, [tabindex]': {
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
    },
    // The prerendered cookie banner shows before the app runs only to a visitor with nothing
    // stored (src/start-up/page-gate.ts); once the app is live, React decides.
    'html:not([data-consent=ask], [data-consent=live]) [data-consent-banner]': { display: 'none' },
    // A button that needs the app, before the app has taken over (src/start-up/readiness.ts).
    '[data-waiting]': { cursor: 'progress', opacity: '0.6' },
    // Leaving for the visitor's language: paint nothing of this one.
    'html[data-language-redirect] body': { visibility: 'hidden' },
    // The sign-in page is prerendered in English: another language's visitor sees its frame
    // without words until the app renders it in theirs, or after 4 s should the app never come.
    'html[data-language-pending] #root': { visibility: 'hidden', animation: 'reveal 0s 4s forwards' },
    '@media (prefers-reduced-motion: reduce)': {
      html: { scrollBehavior: 'auto' },
    },
  },
  theme: {
    extend: {
      keyframes: { reveal: { to: { visibility: 'visible' } } },
      tokens,
      semanticTokens,
      textStyles,
      recipes,
      slotRecipes,
    },
  },
});
