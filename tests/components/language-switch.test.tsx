import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

const languageButton = (name: RegExp) => screen.getAllByRole('button', { name })[0]!;

describe('Language switch', () => {
  it('starts in English with <html lang="en" dir="ltr">', async () => {
    await renderApp('/');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(languageButton(/Language: English/)).toBeInTheDocument();
  });

  it('switches to Spanish, translates the header and remembers the choice', async () => {
    const { user, router } = await renderApp('/about-us');
    const trigger = languageButton(/Language: English/);
    await user.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('popovertarget')!)!;
    const spanish = within(panel).getByRole('link', { name: 'Español' });
    // A real link to the same page in Spanish, which the app follows without reloading.
    expect(spanish).toHaveAttribute('href', '/es/about-us');
    await user.click(spanish);
    await waitFor(() => expect(router.history.location.pathname).toBe('/es/about-us'));
    expect(await screen.findAllByRole('link', { name: 'Sobre nosotros' })).not.toHaveLength(0);
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sobre nosotros');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The page title follows the language.
    await waitFor(() => expect(router.state.matches.at(-1)?.meta?.some((m) => m?.title === 'Sobre nosotros — Signalwise')).toBe(true));
  });

  it('switches to Hebrew and turns the page right-to-left', async () => {
    const { user } = await renderApp('/');
    const trigger = languageButton(/Language: English/);
    await user.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('popovertarget')!)!;
    const hebrew = within(panel).getByRole('link', { name: 'עברית' });
    expect(hebrew).toHaveAttribute('lang', 'he');
    await user.click(hebrew);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'he');
    expect(screen.getAllByRole('link', { name: 'אודותינו' }).length).toBeGreaterThan(0);
  });

  it('marks the current language', async () => {
    const { user } = await renderApp('/', { language: 'pt' });
    const trigger = languageButton(/Idioma: Português/);
    await user.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('popovertarget')!)!;
    expect(within(panel).getByRole('link', { name: 'Português' })).toHaveAttribute('aria-current', 'true');
    expect(within(panel).getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
  });

  // Where the URL names no language (the sign-in page; public pages are sent to theirs by the
  // page gate before the app runs), the stored choice decides, whatever form it takes.
  it.each([['xx'], ['{"lng":"he"}'], [''], ['he-IL'], ['PT-br']])('copes with a stored language of %j', async (stored) => {
    await renderApp('/login', { language: stored });
    const expected = stored === 'he-IL' ? 'he' : stored === 'PT-br' ? 'pt' : 'en';
    expect(document.documentElement).toHaveAttribute('lang', expected);
  });
});
