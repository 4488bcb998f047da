import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';
import type { SiteOptions } from './tests/e2e/fixtures.ts';

// The layout layer (tests/layout/): every route looked at as a person sees it, at 320, 360, 390
// and 1280 px, in Chromium against the built site (`vite preview`, or the server base.ts names).
// Run after `npm run build`:  npx playwright test -c playwright.layout.config.ts
export default defineConfig<SiteOptions>({
  ...base,
  testDir: 'tests/layout',
  // Screenshots of failures land here, one folder per test.
  outputDir: 'test-results/layout',
  projects: [
    {
      name: 'layout',
      // A desktop browser at each width in turn (set per check).
      use: { ...devices['Desktop Chrome'], launchOptions: base.use?.launchOptions },
    },
  ],
});
