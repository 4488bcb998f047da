import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

const banner = () => screen.queryByRole('region', { name: 'Your cookie choices' });
const stored = () => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown> | null;
const footer = () => screen.getByRole('contentinfo');
const decided = (choice: Record<string, boolean>) =>
  JSON.stringify({
    version: 1,
    decidedAt: '2025-06-20T09:30:00.000Z',
    preferences: false,
    analytics: false,
    marketing: false,
    scheduling: false,
    ...choice,
  });

// The dialogs are loaded lazily; transform them once before any test's clock starts, or on a busy
// machine the first test to open one spends its 1 s findByRole wait on the transform.
beforeAll(
  () =>
    Promise.all([import('../../src/features/consent/consent-dialog.tsx'), import('../../src/features/scheduling/scheduling-modal.tsx')]),
  60_000,
);

describe('cookie consent', () => {
  it('asks on the first visit with Accept all, Reject and Choose categories', async () => {
    await renderApp('/');
    const region = await screen.findByRole('region', { name: 'Your cookie choices' });
    expect(within(region).getByRole('button', { name: 'Accept all' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Reject' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Choose categories' })).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Read our Cookies Policy' })).toHaveAttribute('href', '/cookie-policy');
    expect(stored()).toBeNull();
  });

  it('Accept all stores every category and the banner goes away', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() =>
      expect(stored()).toMatchObject({ version: 1, preferences: true, analytics: true, marketing: true, scheduling: true }),
    );
    expect(Date.parse(String(stored()?.decidedAt))).not.toBeNaN();
  });

  it('Reject stores every optional category as refused', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(banner()).not.toBeInTheDocument();
    await waitFor(() => expect(stored()).toMatchObject({ preferences: false, analytics: false, marketing: false, scheduling: false }));
  });

  it('Choose categories: strictly necessary is on and locked, the rest start off; saving stores the switches', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Choose categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const necessary = within(dialog).getByRole('switch', { name: 'Strictly necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Preferences', 'Analytics', 'Marketing', 'Scheduling widget']) {
      expect(within(dialog).getByRole('switch', { name })).not.toBeChecked();
    }
    // Each switch is described by its purpose and lifespan, so a screen reader hears why.
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toHaveAccessibleDescription(
      'Count visits and see, in aggregate, which pages help, so we can improve them. Typical lifespan: 30 minutes to 2 years',
    );
    expect(within(dialog).getByText(/Typical lifespan: 30 minutes to 2 years/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Typical lifespan: session to 24 hours/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ preferences: false, analytics: true, marketing: false, scheduling: false });
  });

  it('closing the dialog without saving keeps the banner and stores nothing', async () => {
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Choose categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('a stored choice keeps the banner away; garbage in storage does not', async () => {
    localStorage.setItem('cookieConsent', decided({ analytics: true }));
    const first = await renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    first.unmount();
    first.stop();

    localStorage.setItem('cookieConsent', '{"version":1,"analytics":"yes"');
    await renderApp('/');
    expect(await screen.findByRole('region', { name: 'Your cookie choices' })).toBeInTheDocument();
  });

  it('Cookie settings in the footer reopens the dialog with the saved values', async () => {
    localStorage.setItem('cookieConsent', decided({ analytics: true, scheduling: true }));
    const { user } = await renderApp('/about-us');
    const legal = within(footer()).getByRole('navigation', { name: 'Legal' });
    await user.click(within(legal).getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Scheduling widget' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ analytics: false, scheduling: false });
    expect(banner()).not.toBeInTheDocument();
  });

  it('speaks the visitor’s language', async () => {
    await renderApp('/', { language: 'he' });
    const region = await screen.findByRole('region', { name: 'בחירת העדפות עוגיות' });
    expect(within(region).getByRole('button', { name: 'אישור הכול' })).toBeInTheDocument();
    expect(within(footer()).getByRole('button', { name: 'הגדרות עוגיות' })).toBeInTheDocument();
  });
});

describe('Book a meeting', () => {
  it('opens the scheduling modal from the footer and asks before loading the third-party calendar', async () => {
    const { user, actors } = await renderApp('/');
    await user.click(within(footer()).getByRole('button', { name: 'Book a meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a 30-minute meeting' });
    expect(within(dialog).getByText(/third-party scheduling service/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Allow and load' })).toBeInTheDocument();
    const newTab = within(dialog).getByRole('link', { name: /Open the booking page in a new tab/ });
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    expect(newTab.getAttribute('href')).toMatch(/^https:\/\/scheduling\.example\//);
    expect(within(dialog).queryByTitle(/booking calendar/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actors.scheduling.getSnapshot().value).toBe('closed');
  });
});
