import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import type { HomeSection } from '../../machines/section-scroll/index.ts';
import { bootApp } from '../../src/start-up/boot.ts';
import { AppProviders } from '../../src/app/providers.tsx';
import { localizedPath } from '../../src/i18n/language-path.ts';

const running: (() => void)[] = [];
afterEach(() => {
  for (const stop of running.splice(0)) stop();
});

/** The demo admin's session, as signing in stores it (README, Demo account). */
export const ADMIN_TOKEN = '{"access":"mock","role":"Admin"}';

/**
 * Renders the real app (routes, machines, texts) at `requested` in happy-dom, with a memory
 * history and a spy in place of scrolling. Storage is happy-dom's own localStorage.
 */
export async function renderApp(requested = '/', options: { language?: string; authToken?: string } = {}) {
  // A public page's language is its URL's: `/retail` in Hebrew is `/he/retail`. The sign-in
  // page and the console read the stored choice.
  if (options.language !== undefined) localStorage.setItem('i18nextLng', options.language);
  const path = localizedPath(requested, options.language);
  if (options.authToken !== undefined) localStorage.setItem('authToken', options.authToken);

  const scrollToSection = vi.fn<(section: HomeSection) => void>();
  const booted = await bootApp({ pathname: path, scrollToSection, history: createMemoryHistory({ initialEntries: [path] }) });
  running.push(booted.stop);
  await booted.router.load();

  const user = userEvent.setup();
  const view = render(
    <AppProviders actors={booted.actors} i18n={booted.i18n}>
      <RouterProvider router={booted.router} />
    </AppProviders>,
  );
  // Wait for the lazily split route component to appear.
  await screen.findByRole('main');
  return { ...view, ...booted, user, scrollToSection };
}
