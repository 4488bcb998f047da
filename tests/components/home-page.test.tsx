import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

const section = (name: string) => screen.getByRole('region', { name });

describe('Home page', () => {
  it('opens with the hero: title, lead and a Contact sales button to the form', async () => {
    await renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Generate network intelligence with carrier-grade APIs' })).toBeInTheDocument();
    expect(document.title).toBe('Signalwise — Generate network intelligence with carrier-grade APIs');
    const hero = section('Generate network intelligence with carrier-grade APIs');
    expect(hero).toHaveTextContent('more than 200 mobile operators in 120 countries');
    expect(within(hero).getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/#contact');
  });

  it('lets the visitor pause and resume the orbiting icons', async () => {
    const { user } = await renderApp('/');
    const control = screen.getByRole('button', { name: 'Pause animation' });
    const orbit = control.closest('[data-orbit]')!;
    expect(control).toHaveAttribute('aria-pressed', 'false');
    expect(orbit).not.toHaveAttribute('data-paused');
    // Six decorative icons, hidden from assistive technology.
    expect(orbit.querySelectorAll('[aria-hidden="true"] svg').length).toBeGreaterThanOrEqual(6);

    await user.click(control);
    expect(control).toHaveAttribute('aria-pressed', 'true');
    expect(orbit).toHaveAttribute('data-paused');
    await user.click(control);
    expect(control).toHaveAttribute('aria-pressed', 'false');
    expect(orbit).not.toHaveAttribute('data-paused');
  });

  it('links each trusted-by industry to its page', async () => {
    await renderApp('/');
    const links = within(section('Trusted by teams in')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Banking', '/banking'],
      ['Fintech', '/fintech'],
      ['Retail', '/retail'],
      ['Logistics', '/logistics'],
      ['Security', '/security'],
    ]);
  });

  it('shows six solution cards with their items, and three steps', async () => {
    await renderApp('/');
    const solutions = document.getElementById('solutions')!;
    const cards = within(solutions).getAllByRole('heading', { level: 3 });
    expect(cards.map((heading) => heading.textContent)).toEqual([
      'Authentication',
      'Fraud & identity',
      'Location',
      'Quality on demand',
      'Communication',
      'Carrier billing',
    ]);
    const fraud = cards[1]!.closest('li')!;
    expect(within(fraud).getByText('SIM swap detection')).toBeInTheDocument();
    expect(within(fraud).getByText('KYC match against operator records')).toBeInTheDocument();

    const steps = within(document.getElementById('how-it-works')!).getAllByRole('heading', { level: 3 });
    expect(steps.map((heading) => heading.textContent)).toEqual(['Pick the signals you need', 'Integrate once', 'Go live worldwide']);
  });

  it('formats the reach figures for the reader’s language', async () => {
    await renderApp('/');
    const reach = section('Carrier-grade coverage wherever your customers are');
    for (const [label, value] of [
      ['mobile network operators', '200+'],
      ['countries', '120'],
      ['subscribers within reach', '4.5B'],
      ['uptime SLA', '99.99%'],
      ['expert support', '24/7'],
      ['certified information security', 'ISO 27001'],
    ]) {
      const term = within(reach).getByText(label!);
      expect(term.nextElementSibling).toHaveTextContent(value!);
    }
  });

  it('formats the reach figures in Spanish too', async () => {
    await renderApp('/', { language: 'es' });
    const reach = section('Cobertura de nivel operador allí donde estén sus clientes');
    expect(within(reach).getByText('suscriptores a su alcance').nextElementSibling).toHaveTextContent('4,5 mil M');
    expect(within(reach).getByText('SLA de disponibilidad').nextElementSibling!.textContent).toMatch(/^99,99\s%$/u);
  });

  it('tells three customer stories with their logos', async () => {
    await renderApp('/');
    const stories = section('Results our customers can measure');
    const figures = within(stories).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    expect(figures[0]).toHaveTextContent('Head of Fraud Prevention');
    expect(figures[0]).toHaveTextContent('Alverra Bank');
    expect(within(stories).getByText('72% fewer account-takeover losses in six months')).toBeInTheDocument();
    const logos = stories.querySelectorAll('img');
    expect([...logos].map((logo) => logo.getAttribute('src'))).toEqual([
      '/images/logos/alverra.svg',
      '/images/logos/payloom.svg',
      '/images/logos/kestrel.svg',
    ]);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('loading', 'lazy');
      expect(logo).toHaveAttribute('width');
      expect(logo).toHaveAttribute('height');
    }
  });

  it('keeps the contact section the header links to', async () => {
    await renderApp('/');
    expect(document.getElementById('contact')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Talk to our sales team' }));
  });
});
