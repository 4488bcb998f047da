import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;

describe('Header', () => {
  it('shows the main links, Login and Contact sales to a visitor', async () => {
    await renderApp('/about-us');
    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', '/#solutions');
    expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/#how-it-works');
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Contact sales' })[0]).toHaveAttribute('href', '/#contact');
  });

  it('shows Console instead of Login while the admin is signed in', async () => {
    await renderApp('/', { authToken: '{"access":"mock","role":"Admin"}' });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const console = screen.getAllByRole('link', { name: 'Console' });
    expect(console.length).toBeGreaterThan(0);
    for (const link of console) expect(link).toHaveAttribute('href', '/admin');
  });

  it('shows Login again when the stored token is not the admin record', async () => {
    await renderApp('/', { authToken: '{"access":"mock","role":"Viewer"}' });
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('opens the industries dropdown by click and closes it with Escape, returning focus', async () => {
    const { user } = await renderApp('/');
    const trigger = within(desktopNav()).getByRole('button', { name: 'Industries' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The panel is the native popover the trigger names (happy-dom does not lay popovers out;
    // the browser tests check what shows).
    const panel = document.getElementById(trigger.getAttribute('popovertarget')!)!;
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/banking', '/fintech', '/retail', '/logistics', '/security']);
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Banking' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('opens the industries dropdown on hover and folds it 100 ms after the pointer leaves', async () => {
    const { user } = await renderApp('/');
    const trigger = within(desktopNav()).getByRole('button', { name: 'Industries' });
    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(trigger);
    // Still open during the delay…
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  });

  it('navigates to an industry page from the dropdown and folds it', async () => {
    const { user, router } = await renderApp('/');
    const trigger = within(desktopNav()).getByRole('button', { name: 'Industries' });
    await user.click(trigger);
    await user.click(screen.getAllByRole('link', { name: 'Retail' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/retail'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Retail' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the mobile menu, and closing it closes its dropdowns', async () => {
    const { user, actors } = await renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = document.getElementById('mobile-menu')!;
    const industries = within(menu).getByRole('button', { name: 'Industries' });
    await user.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(actors.nav.getSnapshot().hasTag('industriesOpen')).toBe(false);
  });

  it('hands section links to the scroller instead of reloading', async () => {
    const { user, scrollToSection } = await renderApp('/');
    await user.click(within(desktopNav()).getByRole('link', { name: 'Solutions' }));
    expect(scrollToSection).toHaveBeenCalledWith('solutions');
  });

  it('takes Contact sales home first from another page, then scrolls to the form', async () => {
    const { user, router, scrollToSection } = await renderApp('/about-us');
    await user.click(screen.getAllByRole('link', { name: 'Contact sales' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(scrollToSection).toHaveBeenCalledWith('contact'));
  });

  it('keeps focus order: skip link first', async () => {
    const { user } = await renderApp('/');
    await act(async () => {
      await user.tab();
    });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });
});
