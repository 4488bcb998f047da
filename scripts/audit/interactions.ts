// Interaction to Next Paint for the three things a phone visitor does first on the home
// page (open the Industries menu, open the language menu, send the contact form) and for
// Send in an API page's playground. A Lighthouse user flow in timespan mode, on its mobile
// profile, one timespan per interaction.
//
// Phone viewport, not a desktop width: the budget is about phones, and on a phone the header
// collapses, so each menu is reached through "Open menu" — opened before the timespan, so
// the timespan holds only the tap being measured. Timespans cannot simulate throttling (there
// is no load to simulate from), so they throttle for real: DevTools throttling, 4× CPU.
import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CONSENT_STORAGE_KEY, serializeConsentRecord } from '../../machines/consent/consent-record.ts';
import { PHONE_SCREEN } from './takeover-timing.ts';

export interface InteractionResult {
  name: string;
  /** undefined when Lighthouse recorded no interaction in the timespan (a failed measurement). */
  inpMs: number | undefined;
  /** Where the time went, e.g. "pointerup: input delay 31, processing 44, presentation 61 ms". */
  phases?: string;
  /** Its own budget, when it is stricter than the site's INP budget. */
  budgetMs?: number;
}

/** The playground's Send (issue 29): a tap that must feel instant, whatever comes back later. */
const PLAYGROUND_SEND_BUDGET_MS = 100;

interface DebugData {
  type: 'debugdata';
  interactionType?: string;
  phases?: Record<string, { startTs: number; endTs: number }>;
}

const PHASE_NAMES: Record<string, string> = {
  inputDelay: 'input delay',
  processingDuration: 'processing',
  presentationDelay: 'presentation',
};

// Lighthouse's work-during-interaction audit splits the slowest interaction into its phases.
function describePhases(details: unknown): string | undefined {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  const debug = items.find((item): item is DebugData => (item as DebugData | undefined)?.type === 'debugdata');
  if (!debug?.phases) return undefined;
  const parts = Object.entries(debug.phases).map(
    ([phase, { startTs, endTs }]) => `${PHASE_NAMES[phase] ?? phase} ${Math.round((endTs - startTs) / 1000)}`,
  );
  return `${debug.interactionType ?? 'interaction'}: ${parts.join(', ')} ms`;
}

const TAKEN_OVER = () => performance.getEntriesByName('takeover', 'mark').length > 0;
const isOpen = (selector: string) => document.querySelector(selector)?.matches(':popover-open') ?? false;

async function openHome(page: Page, base: string, path = '/') {
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  // After takeover: INP measures the app's response, which is what a visitor meets from then on.
  await page.waitForFunction(TAKEN_OVER, { timeout: 30_000 });
}

async function tap(page: Page, selector: string) {
  const element = await page.waitForSelector(selector, { visible: true });
  if (!element) throw new Error(`nothing to tap at ${selector}`);
  await element.tap();
}

async function openPhoneMenu(page: Page) {
  await tap(page, '[popovertarget="mobile-menu"]');
  await page.waitForFunction(isOpen, {}, '#mobile-menu');
}

// Event timing entries reach the trace after the next paint; let it land before the timespan ends.
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

export async function measureInteractions(debuggingPort: number, base: string): Promise<InteractionResult[]> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debuggingPort}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    await page.setViewport({ ...PHONE_SCREEN, isMobile: true, hasTouch: true });
    // A returning visitor who has answered the cookie banner: the banner would cover the form.
    const consent = serializeConsentRecord({ preferences: false, analytics: false, marketing: false, scheduling: false }, new Date());
    await page.evaluateOnNewDocument((key, value) => window.localStorage.setItem(key, value), CONSENT_STORAGE_KEY, consent);
    const flow = await startFlow(page, {
      name: 'Phone interactions',
      flags: {
        formFactor: 'mobile',
        throttlingMethod: 'devtools',
        // The viewport is set above, before the page loads; Lighthouse must not resize it mid-page.
        screenEmulation: { disabled: true },
        onlyAudits: ['interaction-to-next-paint', 'work-during-interaction'],
      },
    });
    const names: string[] = [];

    for (const menu of ['industries', 'language'] as const) {
      await openHome(page, base);
      await openPhoneMenu(page);
      const panel = `#mobile-menu [data-menu="${menu}"] [popover]`;
      names.push(`open the ${menu === 'industries' ? 'Industries' : 'language'} menu`);
      await flow.startTimespan({ name: names.at(-1) });
      await tap(page, `#mobile-menu [data-menu="${menu}"] > button`);
      await page.waitForFunction(isOpen, { timeout: 10_000 }, panel);
      await settle();
      await flow.endTimespan();
    }

    await openHome(page, base);
    await page.evaluate(() => document.getElementById('contact')?.scrollIntoView());
    await page.waitForSelector('#contact-full-name', { visible: true, timeout: 30_000 });
    await page.type('#contact-full-name', 'Ada Lovelace');
    await page.type('#contact-company', 'Analytical Engines Ltd');
    await page.type('#contact-email', 'ada@engines.example');
    await page.type('#contact-phone', '+12133734253');
    await page.select('#contact-interest', 'kyc');
    // Headless Chromium presents no frame for text typed into a field until something else
    // changes on screen, so the typing's event timings stay open (1.1-1.8 s, seen in a
    // PerformanceObserver) and would land inside the next timespan as the submit's INP. A
    // one-pixel scroll presents a frame and closes them before the timespan starts.
    await page.evaluate(() => window.scrollBy(0, 1));
    await settle();
    // The answer is faked here: nothing is sent anywhere, not even to the preview server.
    await page.setRequestInterception(true);
    const sent = { posted: false, sandbox: false };
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      const { pathname } = new URL(request.url());
      if (pathname === '/api/v1/contact' && request.method() === 'POST') {
        sent.posted = true;
        void request.respond({ status: 201, contentType: 'application/json', body: '{"ok":true,"id":"audit"}' });
      } else if (pathname === '/sandbox/quality-on-demand/v1/sessions' && request.method() === 'POST') {
        sent.sandbox = true;
        void request.respond({
          status: 201,
          contentType: 'application/json',
          headers: { 'x-correlator': 'b9e1c2a4-0d6f-4c53-9b1e-6f0a2d7c8e31' },
          body: JSON.stringify({
            sessionId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
            device: { phoneNumber: '+99050000001' },
            applicationServer: { ipv4Address: '198.51.100.10' },
            qosProfile: 'QOS_L',
            duration: 600,
            startedAt: '2026-01-15T09:30:00.000Z',
            expiresAt: '2026-01-15T09:40:00.000Z',
            qosStatus: 'AVAILABLE',
          }),
        });
      } else void request.continue();
    });
    names.push('send the contact form');
    await flow.startTimespan({ name: names.at(-1) });
    await tap(page, '#contact form button[type="submit"], form[aria-labelledby="contact-title"] button[type="submit"]');
    await page.waitForSelector('[data-testid="toast"]', { visible: true, timeout: 15_000 });
    await settle();
    await flow.endTimespan();
    if (!sent.posted) throw new Error('the contact form did not post');

    // The playground on the heaviest API page: Send creates a QoS session, whose answer opens the
    // session's chain (the form turns to reading it). The sandbox's answer is faked in the page,
    // as the contact form's is: the audit's server runs no sandbox.
    await openHome(page, base, '/apis/quality-on-demand');
    await page.evaluate(() => document.getElementById('playground-send')?.scrollIntoView({ block: 'center' }));
    // Its code comes after takeover (an island of its own): Send is enabled once it has.
    await page.waitForSelector('#playground-send:not([disabled])', { visible: true, timeout: 30_000 });
    await settle();
    names.push('send a request in the API playground');
    await flow.startTimespan({ name: names.at(-1) });
    await tap(page, '#playground-send');
    await page.waitForSelector('.api-play-answer[data-panel="answered"]', { timeout: 15_000 });
    await settle();
    await flow.endTimespan();
    if (!sent.sandbox) throw new Error('the playground did not send its request');

    const result = await flow.createFlowResult();
    return result.steps.map((step, index) => {
      const audit = step.lhr.audits['interaction-to-next-paint'];
      const phases = describePhases(step.lhr.audits['work-during-interaction']?.details);
      const name = names[index] ?? step.name;
      return {
        name,
        inpMs: audit?.numericValue,
        ...(phases ? { phases } : {}),
        ...(name === 'send a request in the API playground' ? { budgetMs: PLAYGROUND_SEND_BUDGET_MS } : {}),
      };
    });
  } finally {
    await page.close().catch(() => undefined);
    await browser.disconnect();
  }
}
