import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * A visitor who has already answered the cookie banner (everything optional refused), so the
 * banner does not cover the page in tests about something else. Opt out with
 * `test.use({ consent: null })` to see a first visit.
 */
export const DECIDED_CONSENT = JSON.stringify({
  version: 1,
  decidedAt: '2025-06-20T09:30:00.000Z',
  preferences: false,
  analytics: false,
  marketing: false,
  scheduling: false,
});

export interface SiteOptions {
  /** The stored cookie choice (localStorage `cookieConsent`) of the first load; `null` for none. */
  consent: string | null;
  /**
   * A slow phone: the CPU throttled 4× and every app script held back, so the prerendered page
   * is on screen for seconds before the app takes over (the `slow` project sets it).
   */
  slowApp: boolean;
}

/** How long the slow project holds back each script of the app. */
export const SCRIPT_DELAY_MS = 1_500;

export interface SiteFixtures {
  /** Uncaught errors the page raised; each test ends by asserting there were none. */
  pageErrors: Error[];
  /** Requests that tried to leave the test server (blocked). */
  outsideRequests: string[];
}

/**
 * Every test runs against the local preview server only: any request for another host is
 * aborted and recorded, and a page error fails the test.
 */
export const test = base.extend<SiteFixtures & SiteOptions & { seedConsent: void; slowDown: void }>({
  consent: [DECIDED_CONSENT, { option: true }],
  slowApp: [false, { option: true }],
  slowDown: [
    async ({ page, slowApp, browserName }, use) => {
      if (slowApp && browserName === 'chromium') {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.route(/\/assets\/.*\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
          await route.fallback();
        });
      }
      await use();
    },
    { auto: true },
  ],
  seedConsent: [
    async ({ context, consent }, use) => {
      // Seeds once per tab, and never over a value a test put there itself (seedStorage).
      if (consent !== null) {
        await context.addInitScript((value) => {
          // Init scripts run in every frame; only the page itself is seeded.
          if (window !== window.top) return;
          if (window.sessionStorage.getItem('e2e:consentSeeded')) return;
          window.sessionStorage.setItem('e2e:consentSeeded', '1');
          if (window.localStorage.getItem('cookieConsent') === null) window.localStorage.setItem('cookieConsent', value);
        }, consent);
      }
      await use();
    },
    { auto: true },
  ],
  outsideRequests: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const blocked: string[] = [];
      // A pattern, not a function: Playwright then intercepts only what leaves the origin,
      // instead of holding every request of the site for this process to look at.
      const escaped = origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      await context.route(new RegExp(`^(?!${escaped}/|data:|blob:)`), async (route) => {
        blocked.push(route.request().url());
        await route.abort('blockedbyclient');
      });
      await use(blocked);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      // Any Content-Security-Policy violation fails the test too: the policy must allow
      // exactly what the site loads.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && /CSP violation|Content Security Policy/.test(message.text()))
          errors.push(new Error(message.text()));
      });
      await use(errors);
      expect(errors, 'the page raised uncaught errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Which server the suite runs against: `vite preview` (npm test) or nginx (CI, E2E_SERVER=nginx). */
export const productionServer = process.env.E2E_SERVER === 'nginx' || Boolean(process.env.E2E_BASE_URL);

/**
 * Puts values in localStorage before the first page script runs. Only the first load of the
 * tab is seeded, so a test can change storage and reload to see what the app does with it.
 */
export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    // Init scripts run in every frame (embeds, error pages); only the page itself is seeded.
    if (window !== window.top) return;
    if (window.sessionStorage.getItem('e2e:seeded')) return;
    window.sessionStorage.setItem('e2e:seeded', '1');
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * The phone project runs only tests tagged `@phone`: what depends on the screen (layout, the
 * phone menu and drawer, placement, overflow). A test repeated per language tags English and
 * Hebrew (the mirrored layout); the words are the same on every screen.
 */
export const PHONE_LANGUAGES: readonly string[] = ['en', 'he'];

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Opens the mobile menu when the header is collapsed, so its links can be used. */
export async function openMenuIfCollapsed(page: Page) {
  if (!isPhone(page)) return;
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
}

/**
 * A click in the top corner of the window, beside an open dialog, until the dialog closes. Ark
 * starts listening for clicks outside a dialog a frame and a task after it appears; the test
 * sees the dialog in the DOM sooner than any person could, and on a busy machine its first
 * click can come before then. A dialog that never closes this way still fails.
 */
export async function clickBeside(page: Page, dialog: Locator) {
  await expect(async () => {
    // Never again once it has gone: the click would land on the page.
    if (await dialog.isHidden()) return;
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Every label a disabled button showed on this page, however briefly. A busy label such as
 * "Signing In..." lasts 600 ms; on a loaded machine Playwright's polling can look before and
 * after it and never during. A DOM observer sees each commit React makes, so the test still
 * asserts what was on screen without racing the timer. Call before the page loads.
 */
export async function recordDisabledButtonLabels(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const seen = new Set<string>();
    (window as unknown as { disabledButtonLabels: Set<string> }).disabledButtonLabels = seen;
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button:disabled, button[aria-disabled="true"]')) {
        seen.add(button.textContent.trim());
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { disabledButtonLabels: Set<string> }).disabledButtonLabels]);
}

/** The WCAG 2.2 AA rule sets every axe check in the suite runs. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds on the page, or only inside `include`: one line per rule, naming its targets.
 * WCAG 2.2 AA rules by default; `allRules` adds axe's best practices too.
 */
export async function axeViolations(
  page: Page,
  { include, allRules = false }: { include?: string; allRules?: boolean } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself. The default (runPartial) opens a blank tab for every check to
    // merge the results of frames, which doubled its cost; no checked state contains an iframe.
    .setLegacyMode();
  if (!allRules) builder.withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
