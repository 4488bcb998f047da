import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// Tests of what exists only in development (the machine viewer, ?inspect=local): the Vite dev
// server, not the built site. `npx playwright test --config playwright.dev.config.ts`.
const port = Number(process.env.E2E_DEV_PORT ?? 4217);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-dev',
  // The dev server compiles each module on first request: slower than the built site.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  use: { ...base.use, baseURL },
  projects: [{ name: 'dev', use: { ...base.projects?.[0]?.use, baseURL } }],
  webServer: {
    command: `npx vite --port ${port} --strictPort --host 127.0.0.1`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
