import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, renderApp } from './render-app.tsx';

describe('Admin shell', () => {
  it('lists every console page in the sidebar and marks the current one', async () => {
    await renderApp('/admin/billing', { authToken: ADMIN_TOKEN });
    const nav = screen.getAllByRole('navigation', { name: 'Console' })[0]!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/admin'],
      ['Company Settings', '/admin/company'],
      ['Billing', '/admin/billing'],
      ['User Management', '/admin/users'],
      ['Reports and Analytics', '/admin/reports'],
      ['Audit Logs', '/admin/logs'],
      ['Login and Security Settings', '/admin/login-settings'],
      ['Legal Documents', '/admin/legal'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('opens the navigation drawer from the menu button and folds it when a page is chosen', async () => {
    const { user, router } = await renderApp('/admin', { authToken: ADMIN_TOKEN });
    const menuButton = screen.getByRole('button', { name: 'Open navigation' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Console navigation' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(drawer).getByRole('link', { name: 'Audit Logs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/logs'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer with Escape', async () => {
    const { user } = await renderApp('/admin', { authToken: ADMIN_TOKEN });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog', { name: 'Console navigation' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  // happy-dom does not complete Ark's pointer sequence on menu items: the keyboard path here,
  // clicks in the end-to-end tests.
  it('shows who is signed in and answers Profile with a "not yet available" toast', async () => {
    const { user } = await renderApp('/admin', { authToken: ADMIN_TOKEN });
    screen.getByRole('button', { name: 'Account menu for Test Admin' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Test Admin');
    expect(menu).toHaveTextContent('admin@example.com');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Log out']);
    await user.keyboard('{Enter}');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Feature Not Implemented');
    expect(toast).toHaveTextContent('Profile is not yet available.');
  });

  it('switches the language in place from the top bar, staying on the same page', async () => {
    const { user, router } = await renderApp('/admin/users', { authToken: ADMIN_TOKEN });
    await screen.findByRole('heading', { level: 1, name: 'User Management' });
    screen.getByRole('button', { name: 'Language: English' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['English', 'Español', 'עברית', 'Português']);
    await user.click(within(menu).getByRole('menuitem', { name: 'עברית' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ניהול משתמשים' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('links back to the public site from the top bar', async () => {
    await renderApp('/admin', { authToken: ADMIN_TOKEN });
    expect(await screen.findByRole('link', { name: 'Public site' })).toHaveAttribute('href', '/');
  });

  it('logs out from the account menu: the key is removed and the public home page shows Login', async () => {
    const { user, router } = await renderApp('/admin/users', { authToken: ADMIN_TOKEN });
    screen.getByRole('button', { name: 'Account menu for Test Admin' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('authToken')).toBeNull();
    // The public layout's chunk may still be on its way.
    expect((await screen.findAllByRole('link', { name: 'Login' }, { timeout: 5000 })).length).toBeGreaterThan(0);
  });

  it('signs out on the next admin navigation when the stored token was tampered with', async () => {
    const { user, router } = await renderApp('/admin', { authToken: ADMIN_TOKEN });
    localStorage.setItem('authToken', '{"access":"mock","role":"Viewer"}');
    const nav = screen.getAllByRole('navigation', { name: 'Console' })[0]!;
    await user.click(within(nav).getByRole('link', { name: 'Company Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/admin/company' });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('paints the stored theme from the first render, takes a new one from the account menu and stores it', async () => {
    localStorage.setItem('consoleTheme', 'dark');
    const { user } = await renderApp('/admin', { authToken: ADMIN_TOKEN });
    const frame = document.querySelector('[data-theme]');
    expect(frame).toHaveAttribute('data-theme', 'dark');
    screen.getByRole('button', { name: 'Account menu for Test Admin' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(choices[1]).toHaveAttribute('aria-checked', 'true');
    // Profile, Settings, then Light.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(frame).toHaveAttribute('data-theme', 'light'));
    expect(localStorage.getItem('consoleTheme')).toBe('light');
  });

  it('treats a tampered stored theme as none: the system decides (light here), nothing crashes', async () => {
    localStorage.setItem('consoleTheme', '{"theme":"<b>dark</b>"}');
    await renderApp('/admin', { authToken: ADMIN_TOKEN });
    expect(document.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'light');
  });

  it('is in Hebrew for Hebrew readers', async () => {
    await renderApp('/admin', { language: 'he', authToken: ADMIN_TOKEN });
    expect(screen.getByRole('button', { name: 'פתיחת הניווט' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'תפריט החשבון של Test Admin' })).toBeInTheDocument();
  });
});
