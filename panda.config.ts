import { defineConfig } from '@pandacss/dev';
import { recipes, slotRecipes } from './src/theme/recipes/index.ts';
import { textStyles } from './src/theme/text-styles.ts';
import { semanticTokens, tokens } from './src/theme/tokens.ts';

export default defineConfig({
  preflight: true,
  // Components may only use tokens: a raw colour or size in a component is a type error.
  strictTokens: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  importMap: 'styled-system',
  globalCss: {
    html: {
      fontFamily: 'body',
      color: 'fg',
      bg: 'bg',
      WebkitTextSizeAdjust: '100%',
      scrollPaddingBlockStart: 'calc(token(sizes.header) + 1rem)',
    },
    body: { textStyle: 'body', minHeight: '100dvh' },
    'a, button, input, select, textarea, [tabindex]': {
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
    },
    // The prerendered cookie banner shows before the app runs only to a visitor with nothing
    // stored (src/adapters/consent-gate.ts); once the app is live, React decides.
    'html:not([data-consent=ask], [data-consent=live]) [data-consent-banner]': { display: 'none' },
    '@media (prefers-reduced-motion: reduce)': {
      html: { scrollBehavior: 'auto' },
    },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      recipes,
      slotRecipes,
    },
  },
});
