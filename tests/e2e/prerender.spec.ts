import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PUBLIC_PATHS } from '../../src/app/public-routes.ts';
import { START_UP_STEPS } from '../../src/start-up/steps.ts';
import { expect, seedStorage, test } from './fixtures.ts';

/** The app's own chunk (src/start-up/main.ts), which src/start-up/entry.ts imports. */
const APP_CHUNK = /\/assets\/main-[\w-]+\.js/;

test.describe('prerendered public pages', () => {
  // One test for every path: each is a request, not a page, and a test of its own cost more in
  // set-up than in checking (tests/static/prerendered-pages.test.ts parses every language's).
  test('every public page is served as real HTML before any script runs', async ({ request }) => {
    for (const path of PUBLIC_PATHS) {
      await test.step(path, async () => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toMatch(/<h1[^>]*>[^<]+/);
        expect(html).toMatch(/<title data-static-head>[^<]*Signalwise[^<]*<\/title>/);
        expect(html).toContain(`data-prerendered="${path}"`);
        if (path !== '/login') expect(html).toMatch(/<meta data-static-head name="description" content="[^"]{20,}"/);
        // Readable as it is: the app is fetched after the first paint, not preloaded here.
        expect(html).not.toContain('rel="modulepreload"');
      });
    }
  });

  test('pages outside the public set get the app shell with its loading frame, not the home page', async ({ request }) => {
    for (const path of ['/admin', '/admin/users', '/nope']) {
      const html = await (await request.get(path)).text();
      // Not a blank page while the console loads: the brand and a moving bar, no words.
      expect(html).toMatch(/<div id="root"><div class="app-loading" aria-busy="true">/);
      expect(html).not.toContain('data-prerendered');
      // The shell shows nothing until the app runs, so it fetches the app with its first script.
      expect(html).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="${APP_CHUNK.source}">`));
    }
  });

  test('the content is readable with JavaScript disabled', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByRole('contentinfo')).toContainText('Meridian Telecom Group');
    await context.close();
  });

  test.describe('the cookie banner in the prerendered page', () => {
    /** Records, from the first frame on, whether the banner was visible in each frame. */
    const recordBannerFrames = (page: Page) =>
      page.addInitScript(() => {
        const frames: boolean[] = [];
        (window as unknown as { __bannerFrames: boolean[] }).__bannerFrames = frames;
        const tick = () => {
          const banner = document.querySelector('[data-consent-banner]');
          frames.push(banner !== null && getComputedStyle(banner).display !== 'none');
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    const bannerFrames = (page: Page) => page.evaluate(() => (window as unknown as { __bannerFrames: boolean[] }).__bannerFrames);
    // In whichever language the page is.
    const banner = (page: Page) => page.getByRole('region', { name: /cookie|עוגיות/i });

    test.describe('first visit', () => {
      test.use({ consent: null });
      test('asks from the very first frame, and the live app keeps asking', async ({ page }) => {
        await recordBannerFrames(page);
        await page.goto('/login');
        await expect(banner(page)).toBeVisible();
        const frames = await bannerFrames(page);
        expect(frames.length).toBeGreaterThan(0);
        expect(frames.every(Boolean)).toBe(true);
      });
    });

    /** Whether the live app kept the prerendered heading node (hydration) rather than replacing it. */
    const keptPrerenderedHeading = async (page: Page, path: string) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __h1: Element | null }).__h1 = document.querySelector('h1');
        });
      });
      await page.goto(path);
      // Asserting, not acting: once the app has taken over, is the heading the same node?
      await page.waitForFunction(() => performance.getEntriesByName('takeover').length > 0);
      return page.evaluate(() => document.querySelector('h1') === (window as unknown as { __h1: Element | null }).__h1);
    };

    test.describe('first visit, hydration', () => {
      test.use({ consent: null });
      for (const path of ['/', '/login', '/banking', '/he/banking', '/es']) {
        test(`${path}: the live app adopts the prerendered page, banner included, without re-rendering it`, async ({ page }) => {
          const warnings: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'warning') warnings.push(message.text());
          });
          expect(await keptPrerenderedHeading(page, path)).toBe(true);
          await expect(banner(page)).toBeVisible();
          expect(warnings.filter((text) => text.includes('re-rendered'))).toEqual([]);
        });
      }
    });

    test('a visitor who has chosen is adopted too: the banner the prerender has stays hidden and goes', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      expect(await keptPrerenderedHeading(page, '/banking')).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banking');
      await expect(banner(page)).toHaveCount(0);
      expect(warnings.filter((text) => text.includes('re-rendered'))).toEqual([]);
    });

    test('a visitor who has chosen never sees it, not even for a frame', async ({ page }) => {
      await recordBannerFrames(page);
      await page.goto('/login');
      await page.waitForTimeout(200);
      expect(await bannerFrames(page)).not.toContain(true);
      await expect(banner(page)).toHaveCount(0);
    });

    test('an unreadable stored choice counts as none: the live app asks', async ({ page }) => {
      await seedStorage(page, { cookieConsent: '{"version":' });
      await page.goto('/login');
      await expect(banner(page)).toBeVisible();
    });

    test('without JavaScript it stays hidden (its buttons could not work)', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.locator('[data-consent-banner]')).toHaveCount(1);
      await expect(page.locator('[data-consent-banner]')).toBeHidden();
      await context.close();
    });
  });

  test('the app takes over without a blank frame or a layout shift', { tag: '@phone' }, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __blank: boolean; __shift: number };
      w.__blank = false;
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        // While the parser is still streaming the page in, the root is legitimately partial.
        if (document.readyState === 'loading') return;
        if (root && root.dataset.prerendered !== undefined && !root.querySelector('h1')) w.__blank = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/he/banking');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Measured across the takeover and a moment after it.
    await page.waitForFunction(() => performance.getEntriesByName('takeover').length > 0);
    await page.waitForTimeout(300);
    const { blank, shift } = await page.evaluate(() => {
      const w = window as unknown as { __blank: boolean; __shift: number };
      return { blank: w.__blank, shift: w.__shift };
    });
    expect(blank).toBe(false);
    expect(shift).toBeLessThan(0.01);
  });

  test('a prerendered page asks for the app only after it has painted its content', async ({ page }) => {
    await page.goto('/banking');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/banking');
    await expect
      .poll(() =>
        page.evaluate(
          (source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
          APP_CHUNK.source,
        ),
      )
      .toBe(true);
    const { paint, app } = await page.evaluate(
      (source) => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        app: performance.getEntriesByType('resource').find((entry) => new RegExp(source).test(entry.name))?.startTime ?? Number.NaN,
      }),
      APP_CHUNK.source,
    );
    expect(paint).toBeGreaterThan(0);
    expect(app).toBeGreaterThanOrEqual(paint);
  });

  test('start-up runs as its named steps, in order, and preloads its own code only', async ({ page }) => {
    await page.goto('/banking');
    await page.waitForFunction(() => performance.getEntriesByName('takeover').length > 0);
    const steps = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .map((mark) => mark.name)
        .filter((name) => name.startsWith('start:')),
    );
    // The list is the one truth of the order (src/start-up/steps.ts): the app runs its steps with
    // a module from it, and marks the others where their work runs.
    expect(steps).toEqual(START_UP_STEPS.map(({ name }) => `start:${name}`));
    // The entry links the start-up code listed on #root, once each; nothing else is linked on a
    // public page (its route chunks load during start-up, and linking is main-thread work).
    const { preloads, startUp } = await page.evaluate(() => ({
      preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
      startUp: document
        .getElementById('root')!
        .dataset.startUp!.split(' ')
        .map((file) => `/${file}`),
    }));
    expect(startUp.length).toBeGreaterThan(10);
    expect(preloads.toSorted()).toEqual(startUp.toSorted());
  });

  test('start-up code downloads in parallel, before the steps that evaluate it', async ({ page }) => {
    await page.goto('/about-us');
    await page.waitForFunction(() => performance.getEntriesByName('takeover').length > 0);
    const timing = await page.evaluate(() => {
      const mark = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? Number.NaN;
      const requested = (chunk: string) =>
        performance.getEntriesByType('resource').find((entry) => new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`).test(entry.name))
          ?.startTime ?? Number.NaN;
      return { framework: mark('start:framework'), router: requested('router'), render: requested('render') };
    });
    // Without the entry's preloads, the router's chunk is requested at the framework step and
    // the React tree's at the render step: one round trip each, one after the other.
    expect(timing.router).toBeLessThan(timing.framework);
    expect(timing.render).toBeLessThan(timing.framework);
  });

  test('the page’s own code and texts download with the app’s, not when the router asks for them', async ({ page }) => {
    await page.goto('/es/about-us');
    await page.waitForFunction(() => performance.getEntriesByName('takeover').length > 0);
    const late = await page.evaluate(() => {
      const routerLoad = performance.getEntriesByName('start:router-load', 'mark')[0]?.startTime ?? 0;
      return (
        performance
          .getEntriesByType('resource')
          // The ICU worker's script is the entry's, asked for at first paint; its thread may
          // start it later on a busy machine, and the router does not wait for it.
          .filter((entry) => entry.name.endsWith('.js') && !entry.name.includes('/intl-warm-up.worker-') && entry.startTime > routerLoad)
          .map((entry) => new URL(entry.name).pathname)
      );
    });
    // Without the prerender's list, the about page's chunk, its imports and the Spanish texts
    // are requested here, at the router's load: one round trip per level of imports.
    expect(late).toEqual([]);
  });

  test('a visitor who chose another language is sent to that language before anything paints', async ({ page }) => {
    await seedStorage(page, { i18nextLng: 'es' });
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/es\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nosotros');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('head title')).toHaveCount(1);
  });
});

test.describe('static content: what every visitor of a page sees the same', () => {
  // The chunks with a page's static content (src/features/<area>/*-static.tsx), from the build.
  const chunkModules = JSON.parse(readFileSync(new URL('../../dist/.vite/chunk-modules.json', import.meta.url), 'utf8')) as Record<
    string,
    string[]
  >;
  const staticChunks = Object.entries(chunkModules)
    .filter(([, modules]) => modules.some((module) => /^src\/features\/[^/]+\/[^/]+-static\.tsx$/.test(module)))
    .map(([file]) => `/${file}`);
  // An API page's playground is an interactive island whose code React fetches as it reaches it
  // while taking over (src/features/apis/playground/index.tsx): its chunk and what it imports.
  const manifest = JSON.parse(readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const closure = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (chunk && !files.has(`/${chunk.file}`)) {
      files.add(`/${chunk.file}`);
      for (const next of chunk.imports ?? []) closure(next, files);
    }
    return files;
  };
  const playgroundChunks = [...closure('src/features/apis/playground/playground.tsx')];

  /** Resolves once the page's main thread has had nothing left to do (React's work included). */
  const settled = (page: Page) =>
    page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));

  // Parts each page must keep as prerendered: its heading and its long sections.
  const STATIC_PARTS: Record<string, string[]> = {
    '/': ['h1', '[data-orbit-spinner]', '#trusted-title', '#solutions', '#how-it-works', '#reach-title', '#stories-title'],
    '/banking': ['h1', '#challenges-title', '#use-cases-title', '#industry-steps-title'],
    '/about-us': ['h1', '#about-facts', '#about-subtitle'],
    '/privacy-policy': ['h1', '#legal-toc', 'article section'],
    '/apis': ['h1', '#apis-list-title', '#production-title'],
    '/apis/quality-on-demand': ['h1', '#endpoints-title', '.api-endpoint h3', '.api-endpoint table', '#numbers-title'],
  };

  for (const [path, parts] of Object.entries(STATIC_PARTS)) {
    test(`${path}: the app takes over around it, keeping its very nodes, and never fetches its code`, async ({ page }) => {
      expect(staticChunks.length).toBeGreaterThan(3);
      const scripts: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js')) scripts.push(pathname);
      });
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __static: Element[] }).__static = [...document.querySelectorAll('[data-static] *')];
        });
      });
      await page.goto(path);
      // The app has taken over once Cookie settings works; then everything React does next.
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeEnabled();
      await settled(page);
      const { count, kept, adopted, headerAdopted, outside } = await page.evaluate((selectors) => {
        const before = (window as unknown as { __static: Element[] }).__static;
        const now = [...document.querySelectorAll('[data-static] *')];
        // React keeps its instance on each element it has rendered or adopted, under a key of
        // its own naming: the live header must carry one, for the check to mean anything.
        const rendered = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
        return {
          count: before.length,
          kept: before.length === now.length && before.every((node, index) => node === now[index]),
          adopted: now.filter(rendered).length,
          headerAdopted: rendered(document.querySelector('header')!),
          outside: selectors.filter((selector) => !document.querySelector(selector)?.closest('[data-static]')),
        };
      }, parts);
      expect(outside).toEqual([]);
      expect(count).toBeGreaterThan(20);
      expect(kept).toBe(true);
      expect(headerAdopted).toBe(true);
      expect(adopted).toBe(0);
      expect(scripts.filter((script) => staticChunks.includes(script))).toEqual([]);
      // Nor anything else the first render does not need: only the page's entry, the list it
      // preloads (start-up, texts, the live parts' code), the ICU warm-up worker and, on an API
      // page, its playground's code, fetched once takeover reaches it.
      const listed = await page.evaluate(() => [
        ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => new URL(script.src).pathname),
        ...document
          .getElementById('root')!
          .dataset.startUp!.split(' ')
          .map((file) => `/${file}`),
      ]);
      const islands = path.startsWith('/apis/') ? playgroundChunks : [];
      expect(playgroundChunks.length).toBeGreaterThan(0);
      expect(
        scripts.filter((script) => !listed.includes(script) && !islands.includes(script) && !script.includes('/intl-warm-up.worker-')),
      ).toEqual([]);
    });
  }

  test('another page or language in the app shows it in full, fetching its code only then', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto('/');
    // This journey is the app's own (a click before takeover is a plain document load, which
    // first-frame.spec covers): it starts once the page shows the app is there, as a visitor sees
    // the controls that need it come alive. Without this, a busy machine clicked first (seen in CI).
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeEnabled();
    await page.evaluate(() => {
      const w = window as unknown as { __samePage: boolean; __lost: string[]; __watch: MutationObserver };
      w.__samePage = true;
      // Whether the page is ever without its heading or its solutions, even between two frames.
      w.__lost = [];
      w.__watch = new MutationObserver(() => {
        for (const part of ['h1', '#solutions']) if (!document.querySelector(part)) w.__lost.push(part);
      });
      w.__watch.observe(document.getElementById('root')!, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genere inteligencia de red con APIs de nivel operador');
    await expect(page.getByRole('heading', { level: 2, name: 'Seis familias de APIs. Una sola integración.' })).toBeVisible();
    expect(scripts.filter((script) => staticChunks.includes(script))).toHaveLength(1);
    // Its code was fetched before the language changed, never in place of the content.
    expect(
      await page.evaluate(() => {
        const w = window as unknown as { __lost: string[]; __watch: MutationObserver };
        w.__watch.disconnect();
        return w.__lost;
      }),
    ).toEqual([]);

    // A link in the static content is followed in the app, not by loading another document.
    await page.getByRole('region', { name: 'Con la confianza de equipos de' }).getByRole('link', { name: 'Banca' }).click();
    await expect(page).toHaveURL(/\/es\/banking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banca');
    await expect(page.getByRole('heading', { level: 2, name: 'Las APIs de red en acción' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Seis familias de APIs. Una sola integración.' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });
});
