import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { PROD_STACKS } from '../../playwright.prod.config.ts';
import { LeadStore, storeFileOf, type Lead } from '../../server/contact/lead-store.ts';
import { expect, test } from '../e2e/fixtures.ts';

// A visitor's contact request through the shipped stack (nginx → the site's service → SQLite),
// with nothing faked, read back from the store (as `npm run leads` reads it, while the service runs).
test.describe.configure({ mode: 'serial' });

const stored = (data: string): Lead[] => {
  const store = LeadStore.open(resolve(data));
  try {
    return store.list();
  } finally {
    store.close();
  }
};

const PAYLOAD = {
  businessEmail: 'ada@engines.example',
  companyName: 'Analytical Engines Ltd',
  fullName: 'Ada Lovelace',
  phoneNumber: '+12133734253',
  interestedInSelection: 'kyc',
};

async function fillForm(
  page: Page,
  message: string,
  labels = {
    name: 'Full Name',
    company: 'Company',
    email: 'Business Email',
    phone: 'Phone Number',
    interest: 'Interested In',
    message: 'Message (Optional)',
  },
) {
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.getByRole('textbox', { name: labels.name }).fill(PAYLOAD.fullName);
  await page.getByRole('textbox', { name: labels.company, exact: true }).fill(PAYLOAD.companyName);
  await page.getByRole('textbox', { name: labels.email }).fill(PAYLOAD.businessEmail);
  await page.getByRole('textbox', { name: labels.phone }).fill(PAYLOAD.phoneNumber);
  await page.getByRole('combobox', { name: labels.interest }).selectOption(PAYLOAD.interestedInSelection);
  await page.getByRole('textbox', { name: labels.message }).fill(message);
}

test('a visitor sends the contact form and the request is on disk, once, owner-only', async ({ page }) => {
  const message = `Through nginx ${Date.now()}`;
  await page.goto('/');
  await fillForm(page, message);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect(page.getByTestId('toast')).toContainText('Your message has been sent successfully!');

  const records = stored(PROD_STACKS.limited.data).filter((record) => record.message === message);
  expect(records).toEqual([expect.objectContaining({ id, receivedAt: expect.any(String), ...PAYLOAD, message })]);
  expect(Date.now() - Date.parse(records[0]!.receivedAt)).toBeLessThan(60_000);
  expect(statSync(storeFileOf(resolve(PROD_STACKS.limited.data))).mode & 0o777).toBe(0o600);
});

test("over the rate limit the form says so in the visitor's language and keeps every field", async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
  await page.goto('/');
  await fillForm(page, 'Demasiado pronto', {
    name: 'Nombre completo',
    company: 'Empresa',
    email: 'Correo electrónico corporativo',
    phone: 'Número de teléfono',
    interest: 'Área de interés',
    message: 'Mensaje (opcional)',
  });
  // Then use up this address's allowance (10 a minute, a burst of 5) with invalid bodies, which
  // count against the limit but store nothing. Only now, so that the page's load on a busy
  // machine cannot outlast the 6 s in which nginx gives one request back.
  let status = 0;
  for (let attempt = 0; attempt < 20 && status !== 429; attempt += 1) {
    status = (await request.post('/api/v1/contact', { data: {} })).status();
  }
  expect(status).toBe(429);
  const before = stored(PROD_STACKS.limited.data).length;

  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/contact'));
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  expect((await answered).status()).toBe(429);
  await expect(page.getByTestId('toast')).toContainText('Demasiadas solicitudes');
  await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue(PAYLOAD.fullName);
  await expect(page.getByRole('textbox', { name: 'Mensaje (opcional)' })).toHaveValue('Demasiado pronto');
  await expect(page.getByRole('combobox', { name: 'Área de interés' })).toHaveValue('kyc');
  expect(stored(PROD_STACKS.limited.data)).toHaveLength(before);
});

test('300 concurrent submissions through nginx (rate limit lifted) are each stored exactly once', async () => {
  test.setTimeout(90_000);
  const url = `${PROD_STACKS.unlimited.url}/api/v1/contact`;
  const count = 300;
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...PAYLOAD, message: `load ${index}` }),
      }).then((response) => response.status),
    ),
  );
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
  const messages = stored(PROD_STACKS.unlimited.data)
    .map((record) => record.message)
    .filter((message) => message.startsWith('load '));
  expect(messages).toHaveLength(count);
  expect(new Set(messages).size).toBe(count);
});
