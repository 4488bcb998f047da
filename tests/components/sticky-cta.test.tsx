import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

const VIEWPORT = 800;

/** Moves the window as a visitor's scrolling would, and lets the page hear about it. */
async function scrollTo(y: number) {
  await act(async () => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
}

const stickyCta = () => screen.getByRole('complementary', { name: 'See it working on your own use case' });

describe('Sticky call-to-action (industry pages)', () => {
  afterEach(async () => {
    await scrollTo(0);
  });

  it('stays out of reach near the top and appears past half the window height', async () => {
    window.innerHeight = VIEWPORT;
    await renderApp('/banking');
    const panel = stickyCta();
    expect(panel).toHaveAttribute('inert');
    expect(panel).not.toHaveAttribute('data-visible');

    await scrollTo(VIEWPORT / 2);
    expect(panel).toHaveAttribute('inert');

    await scrollTo(VIEWPORT / 2 + 1);
    await waitFor(() => expect(panel).not.toHaveAttribute('inert'));
    expect(panel).toHaveAttribute('data-visible');
    expect(within(panel).getByText('Our solution engineers will map the right signals for you and set up a pilot.')).toBeInTheDocument();
  });

  it('hides again when the visitor scrolls back above the threshold', async () => {
    window.innerHeight = VIEWPORT;
    await renderApp('/fintech');
    await scrollTo(1500);
    await waitFor(() => expect(stickyCta()).toHaveAttribute('data-visible'));
    await scrollTo(120);
    await waitFor(() => expect(stickyCta()).toHaveAttribute('inert'));
    expect(stickyCta()).not.toHaveAttribute('data-visible');
  });

  it('its Contact sales button takes the visitor home to the contact section', async () => {
    window.innerHeight = VIEWPORT;
    const { user, router, scrollToSection } = await renderApp('/retail');
    await scrollTo(1000);
    const panel = stickyCta();
    await waitFor(() => expect(panel).not.toHaveAttribute('inert'));
    const link = within(panel).getByRole('link', { name: 'Contact sales' });
    expect(link).toHaveAttribute('href', '/#contact');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(scrollToSection).toHaveBeenCalledWith('contact'));
  });

  it('speaks the visitor’s language', async () => {
    window.innerHeight = VIEWPORT;
    await renderApp('/logistics', { language: 'pt' });
    const panel = screen.getByRole('complementary', { name: 'Veja funcionando no seu caso de uso' });
    expect(within(panel).getByRole('link', { name: 'Falar com vendas' })).toHaveAttribute('href', '/pt#contact');
  });
});
