import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/test/chromium.ts';
import type { SiteOptions } from './tests/e2e/fixtures.ts';

// The server under test: `vite preview` by default; the production stack (nginx with
// deploy/nginx.conf and the contact service, `npm run serve:prod`) when E2E_SERVER=nginx, as CI
// runs it. The contact journey through that stack, unfaked, is playwright.prod.config.ts.
const nginx = process.env.E2E_SERVER === 'nginx';
const port = nginx ? Number(process.env.E2E_NGINX_PORT ?? 4188) : Number(process.env.E2E_PORT ?? 4179);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

const launchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

export default defineConfig<SiteOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  // Generous for a busy machine: a passing expectation returns as soon as it holds.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions,
    // Recording a trace for every test costs about a fifth of the suite's time on two cores;
    // turn it on for a run being debugged with --trace=on.
    trace: 'off',
    // The site must not depend on the visitor's locale or time zone.
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@slow-only/,
    },
    // The phone runs only what depends on the screen, tagged @phone (layout, the phone menu and
    // drawer, placement); words, HTML, headers, network faults and flows are the same on every
    // screen, and the desktop project checks them once.
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/, grepInvert: /@slow-only/ },
    // A slow phone's first seconds: the CPU throttled and the app's scripts held back, so the
    // prerendered page is there long before the app. Runs the journeys tagged @slow.
    {
      name: 'slow',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions, slowApp: true },
      grep: /@slow/,
      // A journey here waits on a chain of held-back scripts (the app, then the page's code,
      // then a form's): about 10 s on a quiet machine, twice that on a busy one.
      timeout: 90_000,
      expect: { timeout: 30_000 },
    },
  ],
  // The built site, as a visitor gets it. `npm test` builds before this runs.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The sandbox's event delays at 5 % (a SIM swapped 3 s after a subscription, not a minute):
        // tests/e2e/apis-events.spec.ts watches them arrive. Production keeps the documented delays.
        command: nginx
          ? `SANDBOX_EVENT_DELAY_PERCENT=5 CONTACT_DATA_DIR=.scratch/e2e-nginx node scripts/serve/serve-prod.ts --port ${port} --contact-port ${port + 1}`
          : `SANDBOX_EVENT_DELAY_PERCENT=5 npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
        url: baseURL,
        reuseExistingServer: false,
        timeout: 60_000,
        // serve:prod stops nginx and the contact service and removes its run folder on SIGTERM
        // (Playwright's default is SIGKILL, which leaves the folder behind).
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
