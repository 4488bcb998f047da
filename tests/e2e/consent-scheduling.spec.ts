import type { Locator, Page } from '@playwright/test';
import { clickBeside, expect, seedStorage, test } from './fixtures.ts';

const SCHEDULING_HOST = 'scheduling.example';
const BOOKING_PAGE = `<!doctype html><html><head><title>Booking</title></head>
<body style="font-family: sans-serif"><h1>Pick a time</h1><p>30-minute meeting</p></body></html>`;

const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' });
const footer = (page: Page) => page.getByRole('contentinfo');
/** Ark keeps the real checkbox visually hidden: a person clicks the switch's label. */
const toggleSwitch = (dialog: Locator, name: string) => dialog.locator('label', { hasText: name }).click();

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown> | null);

/** Fakes the scheduling service and records every request made to it. */
async function fakeSchedulingService(page: Page, mode: 'serve' | 'abort' = 'serve') {
  const requests: string[] = [];
  await page.route(`https://${SCHEDULING_HOST}/**`, async (route) => {
    requests.push(route.request().url());
    if (mode === 'abort') await route.abort('connectionrefused');
    else await route.fulfill({ status: 200, contentType: 'text/html', body: BOOKING_PAGE });
  });
  return requests;
}

test.describe('cookie banner (first visit)', () => {
  test.use({ consent: null });

  test('appears on the first visit without covering the footer links at the end of the page', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Choose categories' })).toBeVisible();
    // Sticky at the bottom of the viewport while reading…
    const viewport = page.viewportSize()!;
    const box = await region.boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(viewport.height);

    // …and after the footer at the end, so every footer control can still be used.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bannerTop = (await region.boundingBox())!.y;
    for (const control of await footer(page).getByRole('link').or(footer(page).getByRole('button')).all()) {
      const rect = (await control.boundingBox())!;
      expect(rect.y + rect.height, await control.innerText()).toBeLessThanOrEqual(bannerTop + 1);
    }
    await footer(page).getByRole('button', { name: 'Cookie settings' }).click({ trial: true });
  });

  const choices: [string, (page: Page) => Promise<void>, Record<string, boolean>][] = [
    ['Accept all', (page) => banner(page).getByRole('button', { name: 'Accept all' }).click(), { analytics: true, marketing: true }],
    ['Reject', (page) => banner(page).getByRole('button', { name: 'Reject' }).click(), { analytics: false, marketing: false }],
    [
      'Choose categories',
      async (page) => {
        await banner(page).getByRole('button', { name: 'Choose categories' }).click();
        const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
        await toggleSwitch(dialog, 'Marketing');
        await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();
        await dialog.getByRole('button', { name: 'Save my choices' }).click();
        await expect(dialog).toBeHidden();
      },
      { analytics: false, marketing: true },
    ],
  ];
  for (const [name, choose, expected] of choices) {
    test(`${name} is stored and keeps the banner away after reloads`, async ({ page }) => {
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await choose(page);
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => storedConsent(page)).toMatchObject({ version: 1, ...expected });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
      await page.goto('/about-us');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });
  }

  test('a broken stored choice asks again, without errors', async ({ page }) => {
    await seedStorage(page, { cookieConsent: '{"version":1,"analytics":"yes"' });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
  });

  test('Hebrew: the banner speaks Hebrew and mirrors', { tag: '@phone' }, async ({ page }) => {
    await seedStorage(page, { i18nextLng: 'he' });
    await page.goto('/');
    const region = page.getByRole('region', { name: 'בחירת העדפות עוגיות' });
    await expect(region).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The title's text starts at the right edge in right-to-left.
    const text = await region.getByRole('heading').evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    const width = page.viewportSize()!.width;
    expect(width - text.right).toBeLessThan(text.left);
  });
});

test.describe('cookie settings in the footer', () => {
  test('reopens the choices with the saved values and changes them', async ({ page }) => {
    await seedStorage(page, {
      cookieConsent: JSON.stringify({
        version: 1,
        decidedAt: '2025-06-20T09:30:00.000Z',
        preferences: false,
        analytics: true,
        marketing: false,
        scheduling: true,
      }),
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    const opener = footer(page).getByRole('button', { name: 'Cookie settings' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('switch', { name: 'Strictly necessary' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Strictly necessary' })).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Scheduling widget' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Preferences' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();

    await toggleSwitch(dialog, 'Analytics');
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect.poll(() => storedConsent(page)).toMatchObject({ analytics: false, scheduling: true });

    await page.reload();
    await footer(page).getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });
});

test.describe('scheduling modal', () => {
  const openFromFooter = async (page: Page) => {
    const opener = footer(page).getByRole('button', { name: 'Book a meeting' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Book a 30-minute meeting' });
    await expect(dialog).toBeVisible();
    return { opener, dialog };
  };

  const frame = (dialog: Locator) => dialog.locator('iframe');

  test(
    'explains consent first, contacts the scheduling host only after "Allow and load", then shows the calendar',
    { tag: '@phone' },
    async ({ page }) => {
      const requests = await fakeSchedulingService(page);
      await page.goto('/');
      const { dialog } = await openFromFooter(page);
      await expect(dialog.getByText(/third-party scheduling service/)).toBeVisible();
      const newTab = dialog.getByRole('link', { name: /Open the booking page in a new tab/ });
      await expect(newTab).toHaveAttribute('target', '_blank');
      await expect(newTab).toHaveAttribute('href', /^https:\/\/scheduling\.example\/signalwise\/30min/);
      await expect(frame(dialog)).toHaveCount(0);
      await page.waitForTimeout(300);
      expect(requests, 'no request to the scheduling host before consent').toEqual([]);

      await dialog.getByRole('button', { name: 'Allow and load' }).click();
      const iframe = frame(dialog);
      await expect(iframe).toHaveAttribute('title', 'Signalwise booking calendar: 30-minute meeting');
      await expect(page.frameLocator('iframe[title*="booking calendar"]').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveCount(0);
      const src = new URL((await iframe.getAttribute('src'))!);
      expect(src.host).toBe(SCHEDULING_HOST);
      expect(Object.fromEntries(src.searchParams)).toMatchObject({
        primary_color: 'B4450B',
        text_color: '111827',
        background_color: 'ffffff',
      });
      expect((await iframe.boundingBox())!.height).toBe(680);
      await expect(iframe).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      expect(requests.length).toBeGreaterThan(0);
      await expect.poll(() => storedConsent(page)).toMatchObject({ scheduling: true });

      // Consent is remembered: the next open loads straight away.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await footer(page).getByRole('button', { name: 'Book a meeting' }).click();
      await expect(page.frameLocator('iframe[title*="booking calendar"]').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
    },
  );

  const closers: [string, (page: Page, dialog: Locator) => Promise<void>][] = [
    ['its close button', (_, dialog) => dialog.getByRole('button', { name: 'Close dialog' }).click()],
    ['a backdrop click', (page, dialog) => clickBeside(page, dialog)],
    ['Escape', (page) => page.keyboard.press('Escape')],
  ];
  for (const [name, close] of closers) {
    test(`closes with ${name}, returning focus to Book a meeting`, async ({ page }) => {
      await fakeSchedulingService(page);
      await page.goto('/');
      const { opener, dialog } = await openFromFooter(page);
      await expect(dialog.getByRole('button', { name: 'Allow and load' })).toBeFocused();
      await close(page, dialog);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test('an unreachable booking page shows the plain link instead', async ({ page }) => {
    const requests = await fakeSchedulingService(page, 'abort');
    await page.goto('/');
    const { dialog } = await openFromFooter(page);
    await dialog.getByRole('button', { name: 'Allow and load' }).click();
    const failure = dialog.getByRole('alert');
    await expect(failure).toContainText('The calendar could not be loaded');
    const link = failure.getByRole('link', { name: /Open the booking page in a new tab/ });
    await expect(link).toHaveAttribute('href', /^https:\/\/scheduling\.example\/signalwise\/30min/);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(frame(dialog)).toHaveCount(0);
    expect(requests.length).toBeGreaterThan(0);
    // Trying again after the service is back loads the calendar.
    await page.unroute(`https://${SCHEDULING_HOST}/**`);
    await fakeSchedulingService(page);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.frameLocator('iframe[title*="booking calendar"]').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
  });

  test('Hebrew: the modal is translated and mirrored', { tag: '@phone' }, async ({ page }) => {
    await seedStorage(page, { i18nextLng: 'he' });
    await fakeSchedulingService(page);
    await page.goto('/');
    await footer(page).getByRole('button', { name: 'קביעת פגישה' }).click();
    const dialog = page.getByRole('dialog', { name: 'קביעת פגישה של 30 דקות' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'אישור וטעינה' })).toBeVisible();
    // The close button sits at the inline end: the left edge in right-to-left.
    const content = (await dialog.boundingBox())!;
    const close = (await dialog.getByRole('button', { name: /סגירת|Close/ }).boundingBox())!;
    expect(close.x - content.x).toBeLessThan(content.x + content.width - (close.x + close.width));
  });
});

test.describe('share and search tags', () => {
  for (const [path, title] of [
    ['/', /^Signalwise — Generate network intelligence/],
    ['/banking', /^Banking — Signalwise/],
  ] as const) {
    test(`${path} has canonical, Open Graph and Twitter card tags`, async ({ page }) => {
      await page.goto(`${path}?utm_source=newsletter`);
      await expect(page).toHaveTitle(title);
      const url = `https://signalwise.example${path}`;
      const head = page.locator('head');
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      const description = await head.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', 'https://signalwise.example/og-image.png');
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
      await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Signalwise');
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
      await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', 'https://signalwise.example/og-image.png');
      await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
      const image = await page.request.get('/og-image.png');
      expect(image.headers()['content-type']).toBe('image/png');
    });
  }

  test('Hebrew pages say so in og:locale', async ({ page }) => {
    await seedStorage(page, { i18nextLng: 'he' });
    await page.goto('/banking');
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'he_IL');
  });

  test('the login page stays out of search and has no canonical', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });

  test('robots.txt, sitemap.xml, llms.txt and the touch icon are served', async ({ page }) => {
    for (const [path, type] of [
      ['/robots.txt', /text\/plain/],
      ['/sitemap.xml', /xml/],
      ['/llms.txt', /text\/plain/],
      ['/apple-touch-icon.png', /image\/png/],
    ] as const) {
      const response = await page.request.get(path);
      expect(response.ok(), path).toBe(true);
      expect(response.headers()['content-type'], path).toMatch(type);
    }
    await page.goto('/');
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  });
});
