import { resolve } from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { LeadStore } from '../../server/contact/lead-store.ts';
import { expect, isPhone, openMenuIfCollapsed, productionServer, seedStorage, test } from './fixtures.ts';

// The build under test has no VITE_RECAPTCHA_SITE_KEY (nor VITE_HUB_API_URL): the form skips the
// bot check and posts to this origin, where `vite preview` answers through the embedded
// endpoint. The key path (script, grecaptcha.execute, X-Recaptcha-Token) is covered by
// tests/components/contact.test.tsx; building the site twice for it would double the e2e cost.
const ENDPOINT = '**/api/v1/contact';
/** Where `vite preview` stores requests (server/vite-plugin.ts), read as `npm run leads` reads it. */
function storedLeads() {
  const store = LeadStore.open(resolve('.data'));
  try {
    return store.list();
  } finally {
    store.close();
  }
}

const VALID = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  email: 'ada@engines.example',
  phone: '+12133734253',
  interest: 'kyc',
  message: 'We verify numbers at sign-up.',
};

const PAYLOAD = {
  businessEmail: VALID.email,
  companyName: VALID.company,
  fullName: VALID.name,
  phoneNumber: VALID.phone,
  interestedInSelection: VALID.interest,
  message: VALID.message,
};

const form = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Full Name' }),
  company: page.getByRole('textbox', { name: 'Company', exact: true }),
  email: page.getByRole('textbox', { name: 'Business Email' }),
  phone: page.getByRole('textbox', { name: 'Phone Number' }),
  interest: page.getByRole('combobox', { name: 'Interested In' }),
  message: page.getByRole('textbox', { name: 'Message (Optional)' }),
  submit: page.getByRole('button', { name: /^(Send Message|Sending…)$/ }),
});

async function openContact(page: Page) {
  await page.goto('/');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(form(page).name).toBeVisible();
}

async function fill(page: Page, values = VALID) {
  const f = form(page);
  await f.name.fill(values.name);
  await f.company.fill(values.company);
  await f.email.fill(values.email);
  await f.phone.fill(values.phone);
  await f.interest.selectOption(values.interest);
  await f.message.fill(values.message);
}

const toast = (page: Page) => page.getByTestId('toast');

async function expectFailureToast(page: Page) {
  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).toContainText('There was an error sending your message. Please try again later.');
  await expect(page.getByRole('alert')).toContainText('Error');
}

async function expectFieldsKept(page: Page) {
  const f = form(page);
  await expect(f.name).toHaveValue(VALID.name);
  await expect(f.company).toHaveValue(VALID.company);
  await expect(f.email).toHaveValue(VALID.email);
  await expect(f.phone).toHaveValue('+1 213 373 4253');
  await expect(f.interest).toHaveValue(VALID.interest);
  await expect(f.message).toHaveValue(VALID.message);
}

test.describe('contact form', () => {
  test(
    'sends exactly the six fields as JSON without a token header, thanks the visitor and clears the form',
    { tag: '@phone' },
    async ({ page, outsideRequests }) => {
      const requests: Request[] = [];
      await page.route(ENDPOINT, async (route) => {
        requests.push(route.request());
        await route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true,"id":"abc"}' });
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await openContact(page);
      await fill(page);
      await form(page).submit.click();

      await expect(toast(page)).toContainText('Success');
      await expect(toast(page)).toContainText('Your message has been sent successfully!');
      expect(requests).toHaveLength(1);
      const request = requests[0]!;
      expect(request.method()).toBe('POST');
      expect(new URL(request.url()).pathname).toBe('/api/v1/contact');
      expect(request.postDataJSON()).toEqual(PAYLOAD);
      const headers = await request.allHeaders();
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-recaptcha-token']).toBeUndefined();
      // To this site's own service the request carries its submission's Idempotency-Key.
      expect(headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(warnings.some((text) => text.includes('VITE_RECAPTCHA_SITE_KEY is not set'))).toBe(true);

      const f = form(page);
      for (const field of [f.name, f.company, f.email, f.interest, f.message]) await expect(field).toHaveValue('');
      await expect(f.phone).toHaveValue('+1');
      // Flags are our own files; nothing went to Google or a flag host.
      expect(outsideRequests).toEqual([]);
    },
  );

  test('keeps every field and shows the error toast when the hub answers 500', async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openContact(page);
    await fill(page);
    await form(page).submit.click();
    await expectFailureToast(page);
    await expectFieldsKept(page);
    expect(errors.some((text) => text.includes('HTTP error! status: 500'))).toBe(true);
  });

  // The network-fault matrix: every way the hub can fail ends in the error toast with every
  // field kept, and nothing is retried behind the visitor's back.
  const FAULTS: [string, (route: Route) => Promise<void>][] = [
    ['HTTP 400', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"ok":false}' })],
    ['HTTP 503', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Unavailable</h1>' })],
    ['a failed request', (route) => route.abort('failed')],
    ['a timed-out connection', (route) => route.abort('timedout')],
    ['a lost connection', (route) => route.abort('internetdisconnected')],
  ];
  for (const [fault, answer] of FAULTS) {
    test(`${fault}: the error toast, every field kept, one request only`, async ({ page }) => {
      let requests = 0;
      await page.route(ENDPOINT, async (route) => {
        requests += 1;
        await answer(route);
      });
      await openContact(page);
      await fill(page);
      await form(page).submit.click();
      await expectFailureToast(page);
      await expectFieldsKept(page);
      await expect(form(page).submit).toHaveText('Send Message');
      expect(requests).toBe(1);
    });
  }

  test('HTTP 429 (the rate limit): "too many requests", every field kept, one request only', async ({ page }) => {
    let requests = 0;
    await page.route(ENDPOINT, async (route) => {
      requests += 1;
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        contentType: 'application/json',
        body: '{"ok":false,"error":"too_many_requests"}',
      });
    });
    await openContact(page);
    await fill(page);
    await form(page).submit.click();
    await expect(toast(page)).toContainText('Too many requests');
    await expect(toast(page)).toContainText('Please wait a minute and try again; your message is still here.');
    await expectFieldsKept(page);
    expect(requests).toBe(1);
  });

  test('reports a request the network drops', async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.abort('connectionreset'));
    await openContact(page);
    await fill(page);
    await form(page).submit.click();
    await expectFailureToast(page);
    await expectFieldsKept(page);
  });

  test('aborts a request that stalls for 15 s and reports it', async ({ page }) => {
    await page.clock.install();
    const stalled: Route[] = [];
    await page.route(ENDPOINT, (route) => void stalled.push(route));
    const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/v1/contact'));
    await openContact(page);
    await fill(page);
    await form(page).submit.click();
    await expect(form(page).submit).toHaveText('Sending…');
    await expect.poll(() => stalled.length).toBe(1);
    await page.clock.fastForward(14_000);
    await expect(form(page).submit).toHaveText('Sending…');
    await page.clock.fastForward(1_000);
    await expectFailureToast(page);
    expect((await failed).failure()?.errorText).toMatch(/abort/i);
    await expectFieldsKept(page);
    await expect(form(page).submit).toHaveText('Send Message');
  });

  test('a double click sends one request, and the button says it is sending meanwhile', async ({ page }) => {
    let hits = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENDPOINT, async (route) => {
      hits += 1;
      await held;
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' });
    });
    await openContact(page);
    await fill(page);
    await form(page).submit.dblclick();
    await expect(form(page).submit).toHaveText('Sending…');
    await expect(form(page).submit).toBeDisabled();
    // Playwright will not click a disabled button on its own; a visitor's click still lands.
    await form(page).submit.click({ force: true });
    await expect(form(page).submit).toBeFocused();
    await page.keyboard.press('Enter');
    release();
    await expect(toast(page)).toContainText('Success');
    await expect(form(page).submit).toHaveText('Send Message');
    expect(hits).toBe(1);
  });

  test('an invalid phone number stops the submission with a destructive toast', async ({ page }) => {
    let hits = 0;
    await page.route(ENDPOINT, async (route) => {
      hits += 1;
      await route.fulfill({ status: 201, body: '{}' });
    });
    await openContact(page);
    await fill(page, { ...VALID, phone: '+1 213' });
    await form(page).submit.click();
    await expect(page.getByRole('alert')).toContainText('Invalid Phone Number');
    await expect(page.getByRole('alert')).toContainText('Please enter a valid phone number');
    await expect(form(page).phone).toBeFocused();
    await expect(form(page).phone).toHaveAttribute('aria-invalid', 'true');
    expect(hits).toBe(0);
  });

  test('an unsent draft survives a reload of the tab', async ({ page }) => {
    await openContact(page);
    await form(page).name.fill('Grace Hopper');
    await form(page).interest.selectOption('qos');
    await page.reload();
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(form(page).name).toHaveValue('Grace Hopper');
    await expect(form(page).interest).toHaveValue('qos');
  });

  test('@preview the embedded endpoint answers 201 and stores the request once in .data/', async ({ page }, testInfo) => {
    test.skip(productionServer, 'the embedded endpoint is part of vite dev/preview; production posts to the hub');
    const marker = `E2E ${testInfo.project.name} ${Date.now()}`;
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/contact'));
    await openContact(page);
    await fill(page, { ...VALID, message: marker });
    await form(page).submit.click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: expect.any(String) as unknown });
    await expect(toast(page)).toContainText('Your message has been sent successfully!');

    const stored = storedLeads().filter((lead) => lead.message === marker);
    expect(stored).toEqual([
      expect.objectContaining({ id: expect.any(String), receivedAt: expect.any(String), ...PAYLOAD, message: marker }),
    ]);
    expect(Date.now() - Date.parse(stored[0]!.receivedAt)).toBeLessThan(60_000);
    // Posted with this submission's Idempotency-Key: the same key again stores nothing new.
    const key = response.request().headers()['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const again = await page.request.post('/api/v1/contact', {
      data: { ...PAYLOAD, message: marker },
      headers: { 'Idempotency-Key': key! },
    });
    expect(await again.json()).toEqual({ ok: true, id: stored[0]!.id });
    expect(storedLeads().filter((lead) => lead.message === marker)).toHaveLength(1);
  });

  test('@preview the embedded endpoint refuses a bad body and other methods', async ({ request }) => {
    test.skip(productionServer, 'the embedded endpoint is part of vite dev/preview; production posts to the hub');
    const bad = await request.post('/api/v1/contact', { data: { ...PAYLOAD, phoneNumber: '555' } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: 'invalid_body' });
    expect((await request.get('/api/v1/contact')).status()).toBe(405);
  });

  test('keyboard users who follow Contact sales land on the form', async ({ page }) => {
    await page.goto('/about-us');
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: 'Contact sales' }).filter({ visible: true }).first().focus();
    await page.keyboard.press('Enter');
    // With the app: home, focus on the section. Before it: the link itself, /#contact, where
    // the browser moves the keyboard's starting point to the section.
    await expect(page).toHaveURL(/\/(#contact)?$/);
    if (!page.url().endsWith('#contact')) await expect(page.locator('#contact')).toBeFocused();
    await expect(form(page).name).toBeVisible();
    if (page.url().endsWith('#contact')) await page.locator('#contact').focus();
    await page.keyboard.press('Tab');
    await expect(form(page).name).toBeFocused();
  });

  test('the placeholder holds the form’s place, so nothing moves when the form arrives', { tag: '@phone' }, async ({ page }) => {
    let release: () => void = () => undefined;
    let asked: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/contact-form-[^/]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    // Measure the placeholder the loading form stands behind (Suspense's), not the one it replaced.
    await requested;
    const placeholder = page.getByTestId('contact-form-placeholder');
    await expect(placeholder).toBeVisible();
    const before = (await placeholder.boundingBox())!;
    release();
    await expect(form(page).name).toBeVisible();
    const after = (await page.locator('#contact form').boundingBox())!;
    expect(Math.abs(after.height - before.height)).toBeLessThan(1);
    expect(Math.abs(after.y - before.y)).toBeLessThan(1);
  });
});

test.describe('contact form in Hebrew', () => {
  test('is translated, mirrored, and keeps the phone field left-to-right', { tag: '@phone' }, async ({ page }) => {
    await seedStorage(page, { i18nextLng: 'he' });
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' }));
    await page.goto('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const phone = page.getByRole('textbox', { name: 'מספר טלפון' });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('#contact .PhoneInput')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('combobox', { name: 'קידומת מדינה' })).toHaveValue('US');
    // The form is on the start side: the right in Hebrew.
    if (!isPhone(page)) {
      const formBox = (await page.locator('#contact form').boundingBox())!;
      const whyBox = (await page.getByRole('heading', { name: 'למה לבחור ב-Signalwise' }).boundingBox())!;
      expect(formBox.x).toBeGreaterThan(whyBox.x);
    }
    await page.getByRole('textbox', { name: 'שם מלא' }).fill('עדה לאבלייס');
    await page.getByRole('textbox', { name: 'חברה' }).fill('מנועים אנליטיים');
    await page.getByRole('textbox', { name: 'דוא"ל עסקי' }).fill(VALID.email);
    await phone.fill('+972 50 123 4567');
    await expect(phone).toHaveValue('+972 50 123 4567');
    await page.getByRole('combobox', { name: 'תחום עניין' }).selectOption('payments');
    await page.getByRole('button', { name: 'שליחת הודעה' }).click();
    await expect(toast(page)).toContainText('ההודעה שלכם נשלחה בהצלחה!');
  });
});
