import { readFileSync } from 'node:fs';
import { expect, isPhone, openMenuIfCollapsed, seedStorage, test } from './fixtures.ts';

const PUBLIC_ROUTES: [path: string, heading: RegExp, title: RegExp][] = [
  ['/', /Generate network intelligence/, /^Signalwise — Generate network intelligence with carrier-grade APIs$/],
  ['/about-us', /About us/, /About us — Signalwise/],
  ['/privacy-policy', /Privacy Policy/, /Privacy Policy — Signalwise/],
  ['/terms-and-conditions', /Terms and Conditions/, /Terms and Conditions — Signalwise/],
  ['/cookie-policy', /Cookies Policy/, /Cookies Policy — Signalwise/],
  ['/banking', /Banking/, /Banking — Signalwise/],
  ['/fintech', /Fintech/, /Fintech — Signalwise/],
  ['/retail', /Retail/, /Retail — Signalwise/],
  ['/logistics', /Logistics/, /Logistics — Signalwise/],
  ['/security', /Security/, /Security — Signalwise/],
  ['/login', /Sign in/, /Admin login — Signalwise/],
];

test.describe('routes', () => {
  // One tab per group of pages: the cached scripts keep the later loads cheap, and each page is
  // its own step in the report.
  test('every public route renders its heading, title, header and footer', { tag: '@phone' }, async ({ page }) => {
    for (const [path, heading, title] of PUBLIC_ROUTES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Meridian Telecom Group`);
        // One title and one description: the static fallbacks of index.html are gone.
        await expect(page.locator('head title')).toHaveCount(1);
        await expect(page.locator('head meta[name="description"]')).toHaveCount(path === '/login' ? 0 : 1);
      });
    }
  });

  test('unknown paths redirect home', async ({ page }) => {
    for (const path of ['/nope', '/banking/extra', '/admin-ish', '/INDUSTRY']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Generate network intelligence/);
      });
    }
  });

  test('admin pages send a visitor to the login page, remembering where they were going', async ({ page }) => {
    await page.goto('/admin/billing');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fbilling$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sign in/);
  });

  test('an admin record opens the console with its sidebar and noindex', async ({ page }) => {
    await seedStorage(page, { authToken: '{"access":"mock","role":"Admin"}' });
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle('User Management — Signalwise Admin');
    if (!isPhone(page)) await expect(page.getByRole('link', { name: 'Billing' })).toBeVisible();
  });

  test('every path change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('tampered authToken', () => {
  const values = [
    '',
    'null',
    'garbage{',
    '{"access":"mock"}',
    '{"access":"mock","role":"admin"}',
    '[]',
    '"x"',
    '{"access":{"toString":1},"role":"Admin"}',
    '1e309',
  ];
  test('any damaged value leaves the visitor logged out without errors', async ({ page }) => {
    await page.goto('/login');
    for (const value of values) {
      await test.step(JSON.stringify(value), async () => {
        await page.evaluate((stored) => window.localStorage.setItem('authToken', stored), value);
        await page.goto('/admin');
        await expect(page).toHaveURL(/\/login/);
        expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
        await openMenuIfCollapsed(page);
        await expect(page.getByRole('link', { name: 'Login' }).filter({ visible: true }).first()).toBeVisible();
      });
    }
  });

  test('a token changed after sign-in logs the admin out on the next navigation', async ({ page }) => {
    await seedStorage(page, { authToken: '{"access":"mock","role":"Admin"}' });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await page.evaluate(() => window.localStorage.setItem('authToken', '{"access":"mock","role":"Viewer"}'));
    if (isPhone(page)) await page.goto('/admin/company');
    else await page.getByRole('link', { name: 'Company Settings' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  });
});

test.describe('languages', () => {
  test('Hebrew sets dir=rtl and lang=he and mirrors the header', { tag: '@phone' }, async ({ page }) => {
    await seedStorage(page, { i18nextLng: 'he' });
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('אודותינו');
    await expect(page).toHaveTitle('אודותינו — Signalwise');
    // The logo sits at the right edge in right-to-left.
    const logo = await page
      .getByRole('banner')
      .getByRole('link', { name: /Signalwise/ })
      .boundingBox();
    const width = page.viewportSize()!.width;
    expect(logo!.x + logo!.width).toBeGreaterThan(width - 100);
  });

  test('the browser language picks the page when nothing is stored; only a menu choice is stored', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'pt-BR', baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/pt$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gere inteligência de rede/);
    expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBeNull();
    await context.close();
  });

  test('switching language from the menu translates the page and persists', async ({ page }) => {
    await page.goto('/');
    await openMenuIfCollapsed(page);
    await page
      .getByRole('button', { name: /Language: English/ })
      .filter({ visible: true })
      .click();
    await page.getByRole('link', { name: 'Español' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Genere inteligencia de red/);
    await expect(page).toHaveTitle(/Genere inteligencia de red/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The choice is remembered where the URL names no language.
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/es\/about-us$/);
  });

  test("the page's language data is loaded by a worker that closes when done", async ({ page }) => {
    // src/start-up/entry.ts hands ICU's first look at the language to a worker (it shares the data with
    // the page), so the app's start-up does not pay for it on the main thread.
    const closed = new Promise<string>((resolve) => {
      page.on('worker', (worker) => worker.on('close', () => resolve(worker.url())));
    });
    await page.goto('/he');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await closed).toMatch(/\/assets\/intl-warm-up\.worker-[\w-]+\.js$/);
  });

  test('only the current language texts are downloaded', async ({ page }) => {
    // Which built file holds which language's texts: the namespaces every page starts with are
    // one texts-<language> file, the others one file each (dist/.vite/manifest.json).
    const manifest = JSON.parse(readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const languageOf = new Map<string, string>();
    for (const [source, { file }] of Object.entries(manifest)) {
      const language = /^src\/locales\/(\w+)\/\w+\.json$/.exec(source)?.[1];
      if (language) languageOf.set(`/${file}`, language);
    }
    const homeTexts = `/${manifest['src/locales/he/home.json']!.file}`;
    const texts: { path: string; language: string }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      const language = languageOf.get(path) ?? /^\/assets\/texts-(\w+)-/.exec(path)?.[1];
      if (language) texts.push({ path, language });
    });
    await seedStorage(page, { i18nextLng: 'he' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/he$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app loads what it needs: the start-up texts and home's, in Hebrew. Start-up can pause
    // for longer than networkidle's 500 ms on a busy machine, so wait for those first, then for
    // the network to settle, and find nothing in another language (no English fallback).
    await expect.poll(() => texts.map((text) => text.path)).toEqual(expect.arrayContaining([homeTexts]));
    await expect.poll(() => texts.some((text) => text.path.startsWith('/assets/texts-he-'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(texts.filter((text) => text.language !== 'he')).toEqual([]);
  });
});
