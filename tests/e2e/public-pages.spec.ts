import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, isPhone, seedStorage, test } from './fixtures.ts';
import { localizedPath } from '../../src/i18n/language-path.ts';

type Json = Record<string, unknown>;
const LANGUAGES = ['en', 'es', 'he', 'pt'] as const;
type Language = (typeof LANGUAGES)[number];
const INDUSTRIES = ['banking', 'fintech', 'retail', 'logistics', 'security'] as const;
const PRODUCT = 'Signalwise';
const OPERATOR = 'Meridian Telecom Group';

/** The texts as the locale files hold them, so every language is checked against its own words. */
const texts = (language: Language, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Json;
const pick = (object: Json, path: string) => path.split('.').reduce<unknown>((value, key) => (value as Json)[key], object) as string;
const fill = (text: string) => text.replaceAll('{{product}}', PRODUCT).replaceAll('{{operator}}', OPERATOR);

async function openIn(page: Page, language: Language, path: string) {
  await seedStorage(page, { i18nextLng: language });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** No i18n key (e.g. "hero.title" or "items.banking.apis") and no unfilled {{placeholder}} shows on the page. */
async function expectNoRawKeys(page: Page) {
  const visible = await page.locator('body').innerText();
  expect(visible).not.toMatch(
    /\b(meta|hero|trustedBy|solutions|howItWorks|reach|stories|challenges|useCases|steps|stickyCta|items|bullets|nav|industries)\.[A-Za-z]/,
  );
  expect(visible).not.toContain('{{');
}

/** Where the text of an element actually sits (a block's box spans the whole column). */
const textBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  });

// The words are the same at every size (tests/layout/ looks at phone layouts).
test.describe('every public page in every language', () => {
  for (const language of LANGUAGES) {
    const home = texts(language, 'home');
    const common = texts(language, 'common');
    const industries = texts(language, 'industries');
    const about = texts(language, 'about');

    test(`home in ${language}`, async ({ page, outsideRequests }) => {
      await openIn(page, language, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
      await expect(page).toHaveTitle(fill(pick(home, 'meta.title')));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(home, 'hero.title'));
      await expect(page.getByText(fill(pick(home, 'hero.lead')))).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: pick(home, 'solutions.cards.fraud.title') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: pick(home, 'howItWorks.steps.integrate.title') })).toBeVisible();
      await expect(page.getByText(pick(home, 'reach.stats.operators.label'), { exact: true })).toBeVisible();
      await expect(page.getByText(pick(home, 'stories.items.kestrel.improvement'))).toBeVisible();
      for (const industry of INDUSTRIES) {
        await expect(
          page.locator('#main').getByRole('link', { name: pick(common, `industries.${industry}`), exact: true }),
        ).toHaveAttribute('href', localizedPath(`/${industry}`, language));
      }
      await expectNoRawKeys(page);
      expect(outsideRequests).toEqual([]);
    });

    // One tab for the five pages: the cached scripts make the later ones cheap.
    test(`the industry pages in ${language}`, async ({ page }) => {
      await seedStorage(page, { i18nextLng: language });
      for (const industry of INDUSTRIES) {
        await test.step(`/${industry}`, async () => {
          await page.goto(`/${industry}`);
          const name = pick(common, `industries.${industry}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
          await expect(page).toHaveTitle(fill(pick(industries, 'meta.title')).replace('{{industry}}', name));
          const description = await page.locator('meta[name="description"]').getAttribute('content');
          expect(description && [...new Intl.Segmenter().segment(description)].length).toBeLessThanOrEqual(156);
          const items = industries.items as Record<string, { apis: Record<string, { title: string; benefit: string }> }>;
          const firstApi = Object.values(items[industry]!.apis)[0]!;
          await expect(page.getByRole('heading', { level: 3, name: firstApi.title })).toBeVisible();
          await expect(page.getByText(firstApi.benefit)).toBeVisible();
          await expect(page.getByRole('heading', { level: 2, name: pick(industries, 'challenges.title') })).toBeVisible();
          await expectNoRawKeys(page);
        });
      }
    });

    test(`/about-us in ${language}`, async ({ page }) => {
      await openIn(page, language, '/about-us');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick(about, 'title'));
      await expect(page.getByText(fill(pick(about, 'description')))).toBeVisible();
      await expect(page.locator('strong', { hasText: pick(about, 'bullets.transparent.lead') })).toBeVisible();
      await expect(page.getByText(pick(about, 'conclusion'))).toBeVisible();
      await expectNoRawKeys(page);
    });
  }
});

test.describe('Hebrew mirrors the layout', () => {
  test('industry hero: the title starts at the right edge, the picture sits on the left', { tag: '@phone' }, async ({ page }) => {
    await openIn(page, 'he', '/banking');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const viewport = page.viewportSize()!;
    const title = await textBox(page.getByRole('heading', { level: 1 }));
    // The container leaves at most 2rem of padding on each side.
    expect(title.right).toBeGreaterThan(viewport.width * 0.9);
    expect(title.left).toBeGreaterThan(viewport.width / 2);
    const button = (await page.locator('#main').getByRole('link', { name: 'צרו קשר עם המכירות' }).first().boundingBox())!;
    expect(button.x + button.width).toBeGreaterThan(viewport.width * 0.9);
    if (!isPhone(page)) {
      const picture = (await page.locator('img[data-illustration]').boundingBox())!;
      expect(picture.x + picture.width).toBeLessThan(title.left);
    }
  });

  test('home hero: the orbit sits on the left of the text on wide screens', async ({ page }) => {
    test.skip(isPhone(page), 'stacked on phones');
    await openIn(page, 'he', '/');
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const orbit = (await page.locator('[data-orbit]').boundingBox())!;
    expect(orbit.x + orbit.width).toBeLessThan(title.x);
  });
});

test.describe('sticky call-to-action', () => {
  /** Opens a page and waits for its content, so there is something to scroll. */
  const open = async (page: Page, path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };
  const cta = (page: Page) => page.getByRole('complementary', { name: 'See it working on your own use case' });

  test('appears past half the window height and hides above it', { tag: '@phone' }, async ({ page }) => {
    await open(page, '/banking');
    const half = await page.evaluate(() => window.innerHeight * 0.5);
    await expect(cta(page)).toBeHidden();

    await page.evaluate((y) => window.scrollTo(0, y), half - 10);
    await page.waitForTimeout(200);
    await expect(cta(page)).toBeHidden();

    await page.evaluate((y) => window.scrollTo(0, y), half + 10);
    await expect(cta(page)).toBeVisible();
    await expect(cta(page).getByRole('link', { name: 'Contact sales' })).toBeVisible();

    await page.evaluate((y) => window.scrollTo(0, y), half - 10);
    await expect(cta(page)).toBeHidden();
  });

  test('follows the mouse wheel too', async ({ page }) => {
    test.skip(isPhone(page), 'no mouse wheel on phones');
    await open(page, '/fintech');
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 700);
    await expect(cta(page)).toBeVisible();
    await page.mouse.wheel(0, -700);
    await expect(cta(page)).toBeHidden();
  });

  test('is a card in the bottom end corner on wide screens and a full-width bar on phones', { tag: '@phone' }, async ({ page }) => {
    await open(page, '/retail');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await expect(cta(page)).toBeVisible();
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => (await cta(page).boundingBox())!.y + (await cta(page).boundingBox())!.height)
      .toBeGreaterThan(viewport.height - 40);
    if (isPhone(page)) {
      // Wait for the slide-in to finish before measuring where it rests.
      await expect
        .poll(async () => Math.round((await cta(page).boundingBox())!.y + (await cta(page).boundingBox())!.height))
        .toBe(viewport.height);
    }
    const box = (await cta(page).boundingBox())!;
    if (isPhone(page)) {
      expect(box.x).toBe(0);
      expect(box.width).toBe(viewport.width);
    } else {
      expect(box.width).toBeLessThan(400);
      expect(viewport.width - (box.x + box.width)).toBeGreaterThan(8);
      expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    }
  });

  test('sits in the bottom left corner in Hebrew on wide screens', async ({ page }) => {
    test.skip(isPhone(page), 'full width on phones');
    await openIn(page, 'he', '/retail');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    const panel = page.getByRole('complementary', { name: 'ראו איך זה עובד בתרחיש שלכם' });
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThan(8);
    expect(box.x).toBeLessThan(40);
  });

  test('never covers the end of the page or the footer', { tag: '@phone' }, async ({ page }) => {
    await open(page, '/logistics');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cta(page)).toBeVisible();
    await page.waitForTimeout(300);
    const panel = (await cta(page).boundingBox())!;
    const lastStep = await textBox(page.getByText('Roll out country by country on the same API', { exact: false }));
    expect(lastStep.bottom).toBeLessThanOrEqual(panel.y);
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(panel.y + panel.height).toBeLessThanOrEqual(footer.y + 1);
    // The footer's last link can be focused and seen in full.
    const lastLink = page.getByRole('contentinfo').getByRole('link', { name: 'Cookies Policy' });
    await lastLink.focus();
    await expect(lastLink).toBeInViewport({ ratio: 1 });
  });

  test('its button takes the visitor home to the contact section', { tag: '@phone' }, async ({ page }) => {
    await open(page, '/security');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await cta(page).getByRole('link', { name: 'Contact sales' }).click();
    await expect(page).toHaveURL(/\/(#contact)?$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test.describe('industry page', () => {
  test('Contact sales in the hero lands on home with #contact in view', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/banking');
    await page.locator('#main').getByRole('link', { name: 'Contact sales' }).first().click();
    // The app goes home and scrolls; before it has taken over, the link itself goes to /#contact.
    await expect(page).toHaveURL(/\/(#contact)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Generate network intelligence/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the hero description is cut to 120 characters with an ellipsis', async ({ page }) => {
    await page.goto('/security');
    const description = (await page.locator('[data-hero-description]').textContent())!;
    expect(description.endsWith('…')).toBe(true);
    expect([...new Intl.Segmenter().segment(description)].length).toBeLessThanOrEqual(121);
    expect(description).toMatch(/^Security and identity providers use Signalwise/);
  });

  test('the hero picture comes inline with the page: drawn, and no request for it', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.goto('/fintech');
    const picture = page.locator('img[data-illustration]');
    await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(images.filter((url) => url.startsWith('http') && !url.endsWith('/favicon.svg'))).toEqual([]);
  });
});

test.describe('hero orbit', () => {
  /** Where the first orbiting tile is now. */
  /** Where the first tile is in the window, or on the page (read in one go with the scroll). */
  const tilePosition = (page: Page, { onPage = false } = {}) =>
    page
      .locator('[data-orbit-spinner] > span')
      .first()
      .evaluate((element, onPage) => {
        const { x, y } = element.getBoundingClientRect();
        return { x: Math.round(x), y: Math.round(onPage ? y + window.scrollY : y) };
      }, onPage);

  test('the icons move until the visitor pauses them, and move again on play', async ({ page }) => {
    await page.goto('/');
    const control = page.getByRole('button', { name: 'Pause animation' });
    await expect(control).toHaveAttribute('aria-pressed', 'false');
    const before = await tilePosition(page);
    // They start once the pause button works (the app has taken over).
    await expect.poll(() => tilePosition(page)).not.toEqual(before);

    await control.click();
    await expect(control).toHaveAttribute('aria-pressed', 'true');
    // The pause lands on the animation's next frame: the position once it holds still...
    let paused = await tilePosition(page);
    await expect
      .poll(async () => {
        const last = paused;
        await page.waitForTimeout(100);
        paused = await tilePosition(page);
        return paused.x === last.x && paused.y === last.y;
      })
      .toBe(true);
    // ...and still there a while later.
    await page.waitForTimeout(1200);
    expect(await tilePosition(page)).toEqual(paused);

    await control.click();
    await expect(control).toHaveAttribute('aria-pressed', 'false');
    await page.waitForTimeout(1200);
    expect(await tilePosition(page)).not.toEqual(paused);
  });

  test('the icons hold still until their pause button works', { tag: '@slow-only' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Pause animation' })).toBeVisible();
    const before = await tilePosition(page);
    await page.waitForTimeout(1200);
    expect(await tilePosition(page)).toEqual(before);
    // The app has not taken over yet (scripts held back): this was the static page's orbit.
    expect(await page.evaluate(() => performance.getEntriesByName('takeover').length)).toBe(0);
    await expect.poll(() => tilePosition(page)).not.toEqual(before);
  });

  test('the icons hold still behind the open phone menu', { tag: '@phone' }, async ({ page }) => {
    test.skip(!isPhone(page), 'phones only');
    await page.goto('/');
    const before = await tilePosition(page);
    await expect.poll(() => tilePosition(page)).not.toEqual(before);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    const behind = await tilePosition(page);
    await page.waitForTimeout(1200);
    expect(await tilePosition(page)).toEqual(behind);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => tilePosition(page)).not.toEqual(behind);
  });

  test('the icons hold still while scrolled out of view, and move again when back', async ({ page }) => {
    await page.goto('/');
    const before = await tilePosition(page);
    await expect.poll(() => tilePosition(page)).not.toEqual(before);
    await page.keyboard.press('End');
    await expect(page.locator('[data-orbit]')).not.toBeInViewport();
    // Chromium animates a keyboard scroll: read once the page has come to rest, as a person
    // looking at the footer would.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const start = window.scrollY;
          await new Promise((resolve) => setTimeout(resolve, 150));
          return window.scrollY === start;
        }),
      )
      .toBe(true);
    // Where the tile is on the page, not in the window: sections below may still settle and
    // move the scroll position.
    const away = await tilePosition(page, { onPage: true });
    await page.waitForTimeout(1200);
    expect(await tilePosition(page, { onPage: true })).toEqual(away);
    await page.keyboard.press('Home');
    await expect(page.locator('[data-orbit]')).toBeInViewport();
    const back = await tilePosition(page);
    await expect.poll(() => tilePosition(page)).not.toEqual(back);
  });

  test('nothing moves under reduced motion, and there is nothing to pause', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('[data-orbit]')).toBeVisible();
    const spinner = page.locator('[data-orbit-spinner]');
    expect(await spinner.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    const before = await tilePosition(page);
    await page.waitForTimeout(1200);
    expect(await tilePosition(page)).toEqual(before);
    await expect(page.getByRole('button', { name: 'Pause animation' })).toBeHidden();
  });
});

test.describe('layout stability', () => {
  for (const path of ['/', '/banking', '/about-us']) {
    test(`${path} does not shift while it loads`, { tag: '@phone' }, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 300);
          }),
      );
      expect(shift).toBeLessThan(0.02);
    });
  }
});

test('a request for another host never leaves the test: it is refused and recorded', async ({ page, outsideRequests, baseURL }) => {
  await page.goto('/about-us');
  // The scheduling widget's host: the one other host the site's CSP lets a page connect to.
  const outcome = await page.evaluate(async (own) => {
    const tried = async (url: string) => {
      try {
        await fetch(url, { mode: 'no-cors' });
        return 'answered';
      } catch {
        return 'refused';
      }
    };
    return { other: await tried('https://scheduling.example/x'), own: await tried(`${own}/robots.txt`) };
  }, new URL(baseURL!).origin);
  expect(outcome).toEqual({ other: 'refused', own: 'answered' });
  expect(outsideRequests).toEqual(['https://scheduling.example/x']);
  // Recorded, the test's own assertion aside, so the fixture would fail any other test that did this.
  outsideRequests.length = 0;
});
