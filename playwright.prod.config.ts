import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.ts';

// The shipped production stack (`npm run serve:prod`: nginx with deploy/nginx.conf and the
// contact service), with nothing faked: tests/e2e-prod/ sends real contact requests and reads
// them back from the store. Three stacks: one with the production rate limit; one with the
// contact form's limit lifted (CONTACT_RATE_LIMIT=off) for the load test; and one whose sandbox
// takes five times a client's requests (SANDBOX_RATE_LIMIT), where CAMARA's scenarios run at
// nginx's pace for the sandbox (5 a second) rather than a client's (2 a second).
// Run after `npm run build`:
//   npx playwright test -c playwright.prod.config.ts
// Ports: E2E_PROD_PORT (default 4194) and the five after it.
const port = Number(process.env.E2E_PROD_PORT ?? 4194);
export const PROD_STACKS = {
  limited: { url: `http://127.0.0.1:${port}`, data: '.scratch/e2e-prod/limited' },
  unlimited: { url: `http://127.0.0.1:${port + 2}`, data: '.scratch/e2e-prod/unlimited' },
  unpaced: { url: `http://127.0.0.1:${port + 4}`, data: '.scratch/e2e-prod/unpaced' },
};

const stack = (data: string, httpPort: number, env = '') => ({
  // A fresh store for each run, so a test finds exactly what it sent.
  command: `rm -rf ${data} && ${env} CONTACT_DATA_DIR=${data} node scripts/serve/serve-prod.ts --port ${httpPort} --contact-port ${httpPort + 1}`,
  url: `http://127.0.0.1:${httpPort}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
});

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-prod',
  workers: 1,
  use: { ...base.use, baseURL: PROD_STACKS.limited.url },
  projects: [
    { name: 'prod', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: base.use?.launchOptions } },
  ],
  webServer: [
    stack(PROD_STACKS.limited.data, port),
    stack(PROD_STACKS.unlimited.data, port + 2, 'CONTACT_RATE_LIMIT=off'),
    stack(PROD_STACKS.unpaced.data, port + 4, 'CONTACT_RATE_LIMIT=off SANDBOX_RATE_LIMIT=300'),
  ],
});
