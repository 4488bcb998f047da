import { act, screen, waitFor, within } from '@testing-library/react';
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

  it('announces destructive toasts assertively, and a new toast replaces the one showing', async () => {
    const { actors } = await renderApp('/');
    act(() => {
      actors.toast.send({ type: 'toast.show', toast: { title: text('common:toast.notImplemented.title'), variant: 'destructive' } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Feature Not Implemented');
    act(() => actors.toast.send({ type: 'toast.show', toast: { title: text('common:nav.login') } }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Login');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    act(() => actors.toast.send({ type: 'toast.dismiss' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('shows a toast inside an open dialog, above its content, and back in the corner once it closes', async () => {
    const { user, actors } = await renderApp('/admin/users', { authToken: '{"access":"mock","role":"Admin"}' });
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    act(() => actors.toast.send({ type: 'toast.show', toast: { title: text('common:nav.login') } }));
    const toast = within(dialog).getByTestId('toast');
    // Before the dialog's title in document order: above its content, clear of its actions.
    expect(
      toast.compareDocumentPosition(within(dialog).getByRole('heading', { name: 'Add User' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('toast')).toHaveTextContent('Login');
  });

  it('translates toasts into the current language', async () => {
    const { user } = await renderApp('/', { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Más información sobre nuestras APIs de red' }));
    expect(screen.getByRole('status')).toHaveTextContent('El portal para desarrolladores todavía no está disponible.');
  });
});
