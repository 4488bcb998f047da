import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

describe('About us', () => {
  it('shows the title, description, four bullets with bold leads and the conclusion', async () => {
    await renderApp('/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText(/is the network API division of Meridian Telecom Group/)).toBeInTheDocument();
    const list = screen.getByRole('heading', { level: 2, name: 'What sets us apart' }).nextElementSibling as HTMLElement;
    const bullets = within(list).getAllByRole('listitem');
    expect(bullets.map((bullet) => bullet.querySelector('strong')?.textContent)).toEqual([
      'Global by design.',
      'Built for developers.',
      'Transparent by default.',
      'People who pick up the phone.',
    ]);
    expect(screen.getByText(/we would like to hear what you are building/)).toBeInTheDocument();
  });

  it('its contact button goes home and then to the form', async () => {
    const { user, router, scrollToSection } = await renderApp('/about-us');
    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('link', { name: 'Contact sales' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(scrollToSection).toHaveBeenCalledWith('contact'));
  });
});
