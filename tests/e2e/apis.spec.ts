import { SAMPLE_LANGUAGES, type SampleLanguage } from '../../src/config/api-samples.ts';
import { API_SLUGS } from '../../src/config/api-slugs.ts';
import { expect, isPhone, openMenuIfCollapsed, test } from './fixtures.ts';
import { pageSampleProblems } from './sandbox-samples.ts';

/**
 * The developer's way through the API pages: from the header to an API page, copying a sample,
 * and the monthly cost estimate. Acting the moment a control is on screen, as a visitor does.
 */

/** Each sample language's tab, as a person reads it. */
const TAB_NAMES: Readonly<Record<SampleLanguage, string>> = {
  curl: 'curl',
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  go: 'Go',
  csharp: 'C#',
  php: 'PHP',
  ruby: 'Ruby',
};

test.describe('the API pages', () => {
  test('from the header to an API page, in English', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await openMenuIfCollapsed(page);
    const nav = isPhone(page) ? page.locator('#mobile-menu') : page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('link', { name: 'Developers' }).click();
    await expect(page).toHaveURL(/\/apis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network APIs, documented for developers');
    await page.getByRole('main').getByRole('link', { name: 'SIM Swap' }).click();
    await expect(page).toHaveURL(/\/apis\/sim-swap$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SIM Swap');
    await expect(page.getByRole('heading', { name: 'Check for a recent SIM swap' })).toBeVisible();
    const numbers = page.getByRole('region', { name: 'Sandbox test numbers' });
    await expect(numbers.getByRole('row', { name: /\+99020000001/ })).toContainText('200 {"swapped":true}');
    // The page's own stylesheet came with it: the samples are tabs, one panel showing for each of its six operations.
    await expect(page.locator('.api-sample')).toHaveCount(6);
    await expect(page.locator('.api-panel:visible')).toHaveCount(6);
    // Nothing leaves the page sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('once the app runs, a sample in the chosen language is the one the shared definition writes, with this site as its origin', async ({
    page,
    baseURL,
  }) => {
    // The page's own stylesheet came inlined; the app does not fetch it again as it takes over
    // (the playground's, loaded with the playground, is not in the page).
    const stylesheets: string[] = [];
    const inlined = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    for (const slug of API_SLUGS) {
      await page.goto(`/apis/${slug}`);
      for (const href of await page
        .locator('link[rel="stylesheet"][disabled]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        if (href) inlined.add(href);
      // Served with curl only: a person picks Ruby, and its code appears once the app is in.
      const first = page.locator('.api-sample').first();
      await first.getByText('Ruby', { exact: true }).click();
      await expect(first.locator('.api-panel[data-language="ruby"] pre code')).toContainText("require 'net/http'");
      // The app renders the chosen language's panels only: on SIM Swap (six operations) each
      // language in turn, elsewhere Ruby.
      for (const language of slug === 'sim-swap' ? SAMPLE_LANGUAGES : (['ruby'] as const)) {
        await first.getByText(TAB_NAMES[language], { exact: true }).click();
        await expect(page.locator('.api-panel:visible pre code')).toHaveCount(await page.locator('.api-sample').count());
        const problems = pageSampleProblems(await page.content(), slug, { languages: [language], origin: new URL(baseURL!).origin });
        expect(problems, `${slug} ${language}`).toEqual([]);
      }
    }
    expect(inlined.size).toBeGreaterThan(0);
    expect(stylesheets.filter((path) => inlined.has(path))).toEqual([]);
  });

  test('from the header to an API page, in Hebrew, right to left with code left to right', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/he');
    if (isPhone(page)) await page.getByRole('button', { name: 'פתיחת התפריט' }).click();
    const nav = isPhone(page) ? page.locator('#mobile-menu') : page.getByRole('navigation', { name: 'ראשי' }).first();
    await nav.getByRole('link', { name: 'מפתחים' }).click();
    await expect(page).toHaveURL(/\/he\/apis$/);
    await page.getByRole('main').getByRole('link', { name: 'Quality on Demand' }).click();
    await expect(page).toHaveURL(/\/he\/apis\/quality-on-demand$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'יצירת סשן' })).toBeVisible();
    const route = page.locator('code.api-route').first();
    await expect(route).toHaveText('POST /sandbox/quality-on-demand/v1/sessions');
    expect(await route.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    const sample = page.locator('pre.api-code:visible').first();
    expect(await sample.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // In the Hebrew sentence the language's name stands apart: its copy button reads C#, not #C.
    const first = page.locator('.api-sample').first();
    await first.getByText('C#', { exact: true }).click();
    await expect(first.locator('.api-panel[data-language="csharp"] button')).toHaveText('העתקת \u2066C#\u2069');
  });

  test('copies a sample in the chosen language, with this site as its origin', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/apis/otp-sms');
    const send = page.getByRole('article', { name: 'Send a code' });
    await send.getByText('Python', { exact: true }).click();
    await send.getByRole('button', { name: 'Copy Python' }).click();
    await expect(page.getByRole('status')).toContainText('The Python sample is on your clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`url = "${new URL(baseURL!).origin}/sandbox/one-time-password-sms/v1/send-code"`);
    expect(copied).toContain('"phoneNumber": "+99060000001"');
    expect(copied).not.toContain('{{origin}}');
    // What is on screen is what was copied.
    await expect(send.locator('pre:visible')).toHaveText(copied);
  });

  test('the language picked in one sample shows in every sample, and on the next API page', { tag: '@slow' }, async ({ page }) => {
    await page.goto('/apis/sim-swap');
    // Picked the moment it is on screen: on the slow phone, before the app has taken over.
    await page.getByRole('article', { name: 'Get the date of the latest SIM swap' }).getByText('Go', { exact: true }).click();
    const shown = page.locator('.api-panel:visible');
    // One panel per sample: the check, the date, and the four subscription operations.
    await expect(shown).toHaveCount(6);
    for (const index of [0, 1, 2, 3, 4, 5]) await expect(shown.nth(index)).toHaveAttribute('data-language', 'go');
    await expect(shown.first().locator('code')).toContainText('http.NewRequest("POST", url, payload)');
    // Another API page, loaded afresh, opens on Go in every sample.
    await page.goto('/apis/quality-on-demand');
    await expect(shown).toHaveCount(3);
    for (const index of [0, 1, 2]) await expect(shown.nth(index)).toHaveAttribute('data-language', 'go');
    await expect(page.getByRole('article', { name: 'Create a session' }).getByRole('radio', { name: 'Go' })).toBeChecked();
    // And one the app renders itself, reached by a link.
    await page.goto('/apis');
    await page.getByRole('main').getByRole('link', { name: 'OTP SMS' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OTP SMS');
    for (const index of [0, 1]) await expect(shown.nth(index)).toHaveAttribute('data-language', 'go');
    // A choice the browser cannot use counts as none.
    await page.evaluate(() => localStorage.setItem('sampleLanguage', '"><img src=x>'));
    await page.goto('/apis/quality-on-demand');
    for (const index of [0, 1, 2]) await expect(shown.nth(index)).toHaveAttribute('data-language', 'curl');
  });

  test('estimates the monthly cost as the visitor types, and keeps a wrong entry with a message', { tag: '@slow' }, async ({ page }) => {
    await page.goto('/apis');
    const simSwap = page.getByLabel('SIM Swap calls per month');
    await simSwap.fill('25,000');
    await page.getByLabel('OTP SMS calls per month').fill('1000');
    const total = page.locator('output');
    await expect(total).toHaveText('$530.00');
    await page.getByLabel('Number Verify calls per month').fill('12.5');
    await expect(page.getByText('Enter a whole number of calls, such as 25000.')).toBeVisible();
    await expect(page.getByLabel('Number Verify calls per month')).toHaveValue('12.5');
    await expect(page.getByLabel('Number Verify calls per month')).toHaveAttribute('aria-invalid', 'true');
    await expect(total).toHaveText('$530.00');
    await page.getByLabel('Number Verify calls per month').fill('200');
    await expect(total).toHaveText('$531.00');
  });

  test('estimates in Hebrew with Hebrew formatting', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/he/apis');
    await page.getByLabel('קריאות ל-SIM Swap בחודש').fill('25,000');
    await expect(page.locator('output')).toHaveText(/500\.00/);
    await page.getByLabel('קריאות ל-Quality on Demand בחודש').fill('אלף');
    await expect(page.getByText('הקלידו מספר שלם של קריאות, למשל 25000.')).toBeVisible();
    await expect(page.locator('output')).toHaveText(/500\.00/);
  });

  test('an unknown API is an unknown path: the visitor lands on the home page', async ({ page }) => {
    await page.goto('/apis/no-such-api');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
