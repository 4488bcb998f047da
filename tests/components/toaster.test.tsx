import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { text } from '../../machines/shared/text.ts';
import { renderApp } from './render-app.tsx';

describe('Toaster', () => {
  it('shows "Feature Not Implemented" for the footer learn-more link, politely', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Learn more about our network APIs' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Feature Not Implemented');
    expect(status).toHaveTextContent('The developer portal is not yet available.');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('closes a toast from its close button', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Learn more about our network APIs' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('announces destructive toasts assertively and shows one toast at a time', async () => {
    const { actors } = await renderApp('/');
    act(() => {
      actors.toast.send({ type: 'toast.show', toast: { title: text('common:toast.notImplemented.title'), variant: 'destructive' } });
      actors.toast.send({ type: 'toast.show', toast: { title: text('common:nav.login') } });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Feature Not Implemented');
    act(() => actors.toast.send({ type: 'toast.dismiss' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Login'));
  });

  it('translates toasts into the current language', async () => {
    const { user } = await renderApp('/', { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Más información sobre nuestras APIs de red' }));
    expect(screen.getByRole('status')).toHaveTextContent('El portal para desarrolladores todavía no está disponible.');
  });
});
