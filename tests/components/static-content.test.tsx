import { act, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getAppActors } from '../../machines/app/index.ts';
import { createLiveAppMachine } from '../../src/adapters/app.live.ts';
import { AppProviders } from '../../src/app/providers.tsx';
import { createI18n, initI18n } from '../../src/i18n/i18n.ts';
import { Static } from '../../src/start-up/static.tsx';
import { loadShownStaticContent, staticContent, type StaticContent } from '../../src/start-up/static-content.ts';

// React's act() is how these tests wait for its renders, hydration included.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Static content whose every render is recorded, in the current language. */
function Words({ rendered }: { rendered: string[] }) {
  return <Greeting rendered={rendered} />;
}
function Greeting({ rendered }: { rendered: string[] }) {
  const language = useTranslation().i18n.resolvedLanguage ?? '';
  rendered.push(language);
  return (
    <section aria-label="greeting">
      <h2>{language === 'es' ? 'Hola' : 'Hello'}</h2>
      <p>Always the same for every visitor.</p>
    </section>
  );
}

/** One piece of static content, as the browser (not loaded yet) and the build (loaded) have it. */
function content() {
  const rendered: string[] = [];
  const load = vi.fn(async () => (props: object) => <Words {...props} rendered={rendered} />);
  return { rendered, load, content: staticContent(load) };
}

async function boot() {
  const i18n = createI18n();
  await initI18n(i18n, { lng: 'en' });
  const app = createActor(
    createLiveAppMachine({ i18n, router: () => undefined, scrollToSection: () => undefined, loadShownContent: loadShownStaticContent }),
    {
      input: { pathname: '/' },
    },
  ).start();
  return { i18n, actors: getAppActors(app), stop: () => app.stop() };
}

type Booted = Awaited<ReturnType<typeof boot>>;

const page = ({ i18n, actors }: Booted, part: StaticContent) => (
  <AppProviders actors={actors} i18n={i18n}>
    <main>
      <Static content={part} />
    </main>
  </AppProviders>
);

let root: Root | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  stop?.();
  document.body.replaceChildren();
});

/** The build renders the page with its static content; the browser adopts that HTML. */
async function adopt() {
  const build = await boot();
  const server = content();
  await server.content.load();
  vi.stubEnv('SSR', true);
  const html = renderToString(page(build, server.content));
  vi.unstubAllEnvs();
  build.stop();

  const browser = await boot();
  stop = browser.stop;
  const client = content();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const heading = screen.getByRole('heading', { name: 'Hello' });
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, page(browser, client.content));
    });
  });
  return { browser, client, heading };
}

describe('static content on a prerendered page', () => {
  it('stays as prerendered: React adopts the page around it without loading or running its code', async () => {
    const { client, heading } = await adopt();
    expect(screen.getByRole('heading', { name: 'Hello' })).toBe(heading);
    expect(client.load).not.toHaveBeenCalled();
    expect(client.rendered).toEqual([]);
  });

  it('is left alone when the providers above it render again in the same language', async () => {
    const { browser, client, heading } = await adopt();
    // i18next says the language changed even when it did not; every translated part renders again.
    await act(async () => {
      await browser.i18n.changeLanguage('en');
    });
    expect(screen.getByRole('heading', { name: 'Hello' })).toBe(heading);
    expect(client.load).not.toHaveBeenCalled();
    expect(client.rendered).toEqual([]);
  });

  it('is rendered by the app in another language, its code fetched first, never leaving a gap', async () => {
    const { browser, client } = await adopt();
    const gaps: number[] = [];
    const watch = new MutationObserver(() => {
      if (!screen.queryByRole('region', { name: 'greeting' })) gaps.push(Date.now());
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await act(async () => {
      // As the language menu does (src/adapters/language-switch.ts).
      await loadShownStaticContent(browser.i18n);
      await browser.i18n.changeLanguage('es');
    });
    watch.disconnect();
    expect(screen.getByRole('heading', { name: 'Hola' })).toBeInTheDocument();
    expect(client.load).toHaveBeenCalledTimes(1);
    expect(client.rendered).toEqual(['es']);
    expect(gaps).toEqual([]);
  });
});
