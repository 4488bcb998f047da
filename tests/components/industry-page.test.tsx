import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GENERIC_ILLUSTRATION, illustrationSrc, INDUSTRIES } from '../../src/features/industries/industries.ts';
import { INDUSTRY_KEYS } from '../../src/config/industry-keys.ts';
import { ELLIPSIS, graphemeLength } from '../../src/features/industries/truncate.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { renderApp } from './render-app.tsx';

const section = (name: string) => screen.getByRole('region', { name });

describe('Industry page', () => {
  it('shows the banking hero: title, a description cut to 120 characters, Contact sales and the picture', async () => {
    await renderApp('/banking');
    expect(screen.getByRole('heading', { level: 1, name: 'Banking' })).toBeInTheDocument();
    const hero = section('Banking');
    const description = hero.querySelector('[data-hero-description]')!.textContent;
    expect(description.startsWith('Banks use Signalwise to confirm that the person behind a login, payment or new account')).toBe(true);
    expect(description.endsWith(ELLIPSIS)).toBe(true);
    expect(graphemeLength(description)).toBeLessThanOrEqual(121);
    expect(description).not.toMatch(/\s…$/u);
    expect(within(hero).getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/#contact');

    const picture = hero.querySelector('img[data-illustration]')!;
    expect(picture).toHaveAttribute('src', INDUSTRIES.banking.illustration);
    expect(picture).toHaveAttribute('width', '480');
    expect(picture).toHaveAttribute('height', '360');
  });

  it('gives each industry its own picture, and the generic one to an industry without one', async () => {
    await renderApp('/security');
    expect(document.querySelector('img[data-illustration]')).toHaveAttribute('src', INDUSTRIES.security.illustration);
    const pictures = new Set(INDUSTRY_KEYS.map((key) => illustrationSrc(INDUSTRIES[key])));
    expect(pictures.size).toBe(INDUSTRY_KEYS.length);
    expect(pictures).not.toContain(GENERIC_ILLUSTRATION);
    expect(illustrationSrc({})).toBe(GENERIC_ILLUSTRATION);
  });

  it('lists the challenges as pills and the use cases as cards with their stat badges', async () => {
    await renderApp('/banking');
    const challenges = within(section('Challenges we help you solve')).getAllByRole('listitem');
    expect(challenges.map((item) => item.textContent)).toEqual([
      'Account takeover after SIM swaps',
      'Authorised push-payment scams',
      'Costly SMS codes that can be phished',
      'Slow, document-heavy onboarding',
    ]);

    const useCases = section('Network APIs at work');
    expect(
      within(useCases)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'SIM swap check before payments',
      'Silent login verification',
      'KYC match at onboarding',
      'Location check for card payments',
    ]);
    const simSwap = within(useCases).getByRole('heading', { name: 'SIM swap check before payments' }).closest('li')!;
    expect(within(simSwap).getByText('Up to 80% fewer takeover losses')).toBeInTheDocument();
    expect(simSwap).toHaveTextContent('Hold or step up a high-value transfer');
    const login = within(useCases).getByRole('heading', { name: 'Silent login verification' }).closest('li')!;
    // No stat for this one: only its icon, title and benefit.
    expect(login.querySelectorAll('.badge')).toHaveLength(0);
  });

  it('ends with three steps', async () => {
    await renderApp('/logistics');
    const steps = within(section('How it works')).getAllByRole('heading', { level: 3 });
    expect(steps.map((heading) => heading.textContent)).toEqual(['Map your risk points', 'Pilot in weeks', 'Scale across markets']);
  });

  it.each(['/banking', '/fintech', '/retail', '/logistics', '/security'])(
    '%s: a translated title and a description of at most 155 characters, ellipsis included',
    async (path) => {
      await renderApp(path);
      expect(document.title).toMatch(/ — Signalwise network APIs$/);
      const description = document.querySelector('meta[name="description"]')!.getAttribute('content')!;
      expect(graphemeLength(description)).toBeLessThanOrEqual(155);
      expect(graphemeLength(description)).toBeGreaterThan(100);
    },
  );

  it('the hero cuts the description at 120 characters and the whole of it follows, read once', async () => {
    await renderApp('/banking');
    const hero = document.querySelector('[data-hero-description]')!;
    const full = document.querySelector('[data-full-description]')!;
    expect(hero.textContent.endsWith('…')).toBe(true);
    expect(graphemeLength(hero.textContent)).toBeLessThanOrEqual(121);
    expect(full.textContent.startsWith(hero.textContent.slice(0, 100))).toBe(true);
    expect(graphemeLength(full.textContent)).toBeGreaterThan(121);
    // Assistive technology gets the whole description only.
    expect(hero).toHaveAttribute('aria-hidden', 'true');
    expect(full).not.toHaveAttribute('aria-hidden');
  });

  it('renders in Hebrew, right to left', async () => {
    await renderApp('/retail', { language: 'he' });
    expect(screen.getByRole('heading', { level: 1, name: 'קמעונאות' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 3, name: 'תשלום דרך חשבון הסלולר' })).toBeInTheDocument();
  });
});

describe('Industry content', () => {
  // The content records name texts by id; every language must have each of them, and nothing more.
  it.each(LANGUAGES)('every text an industry record names exists in %s, and no text is left unused', async (language) => {
    const texts = (await import(`../../src/locales/${language}/industries.json`)) as {
      default: { items: Record<string, { challenges: Record<string, string>; apis: Record<string, { stat?: string }> }> };
    };
    for (const industry of INDUSTRY_KEYS) {
      const content = INDUSTRIES[industry];
      const words = texts.default.items[industry]!;
      expect(Object.keys(words.challenges).sort(), `${language} ${industry} challenges`).toEqual([...content.challenges].sort());
      expect(Object.keys(words.apis).sort(), `${language} ${industry} apis`).toEqual(content.apis.map((api) => api.id).sort());
      for (const api of content.apis) {
        expect(Boolean(words.apis[api.id]?.stat), `${language} ${industry} ${api.id} stat`).toBe(Boolean(api.stat));
      }
    }
  });
});
