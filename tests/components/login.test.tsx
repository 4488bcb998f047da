import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, renderApp } from './render-app.tsx';

const identifierField = () => screen.getByLabelText('Email or username');
const passwordField = () => screen.getByLabelText('Password');
const form = () => screen.getByRole('form', { name: 'Sign in to the admin console' });
const signIn = () => screen.getByRole('button', { name: /^Sign(ing)? In/ });

async function submitCredentials(user: Awaited<ReturnType<typeof renderApp>>['user'], identifier: string, password: string) {
  if (identifier) await user.type(identifierField(), identifier);
  if (password) await user.type(passwordField(), password);
  await user.click(signIn());
}

async function openCodeDialog(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await submitCredentials(user, 'admin@example.com', 'Admin#2025');
  return screen.findByRole('dialog', { name: 'Enter 6-digit code' }, { timeout: 3000 });
}

describe('Login page', () => {
  it('shows the sign-in card: logo, heading, fields, remember me, forgot password and Sign In', async () => {
    await renderApp('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the admin console' })).toBeInTheDocument();
    expect(identifierField()).toHaveAttribute('autocomplete', 'username');
    expect(identifierField()).toHaveAttribute('aria-required', 'true');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(signIn()).toHaveTextContent('Sign In');
    expect(signIn()).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows and hides the password with a named, keyboard-reachable toggle', async () => {
    const { user } = await renderApp('/login');
    await user.type(passwordField(), 'Admin#2025');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('tabindex', '0');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('requires both fields, announces the error and ties it to the empty field', async () => {
    const { user, actors } = await renderApp('/login');
    await user.type(identifierField(), 'admin');
    await user.click(signIn());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Email and password are required.');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Email and password are required.');
    expect(identifierField()).not.toHaveAttribute('aria-invalid');
    expect(passwordField()).toHaveFocus();
    expect(actors.toast.getSnapshot().context.current).toBeNull();
  });

  it('shows "Signing In..." while checking, then rejects a wrong password inline and with a toast', async () => {
    const { user } = await renderApp('/login');
    await submitCredentials(user, 'admin@example.com', 'wrong-password');
    expect(signIn()).toHaveTextContent('Signing In...');
    expect(signIn()).toBeDisabled();
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.'), {
      timeout: 3000,
    });
    expect(passwordField()).toHaveAccessibleDescription('Invalid credentials. Please try again.');
    expect(identifierField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(signIn()).toHaveTextContent('Sign In');
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the code field to six digits and enables Verify Code only then', async () => {
    const { user } = await renderApp('/login');
    const dialog = await openCodeDialog(user);
    expect(dialog).toHaveAccessibleDescription('A security code has been sent to your authenticator app or device.');
    const code = within(dialog).getByLabelText('Security code');
    const verify = within(dialog).getByRole('button', { name: 'Verify Code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '1a2b3');
    expect(code).toHaveValue('123');
    expect(verify).toBeDisabled();
    await user.keyboard('{Backspace}');
    expect(code).toHaveValue('12');
    await user.clear(code);
    await user.paste('12-34-56');
    expect(code).toHaveValue('123456');
    expect(verify).toBeEnabled();
    await user.type(code, '7');
    expect(code).toHaveValue('123456');
  });

  it('refuses fewer than six digits on Enter with the OTP Invalid toast', async () => {
    const { user } = await renderApp('/login');
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Security code'), '12345{Enter}');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('OTP Invalid');
    expect(toast).toHaveTextContent('Please enter a valid 6-digit code.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Said at the field too, and gone once the code changes.
    const code = within(dialog).getByLabelText('Security code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(/^Please enter a valid 6-digit code\./);
    expect(code).toHaveFocus();
    await user.type(code, '6');
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(code).not.toHaveAccessibleDescription(/valid 6-digit code/);
  });

  it('goes back to the credentials with the fields kept when the code dialog is closed', async () => {
    const { user } = await renderApp('/login');
    const dialog = await openCodeDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(identifierField()).toHaveValue('admin@example.com');
    expect(passwordField()).toHaveValue('Admin#2025');
    expect(signIn()).toBeEnabled();
  });

  it('signs in with any six digits, stores the session, welcomes the admin and opens /admin', async () => {
    const { user, router } = await renderApp('/login');
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Security code'), '424242');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
    expect(within(dialog).getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 3000 });
    expect(localStorage.getItem('authToken')).toBe('{"access":"mock","role":"Admin"}');
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Login Successful');
    expect(toast).toHaveTextContent('Welcome to the Signalwise Admin Portal!');
    // The console's chunks may still be on their way on a busy machine (vitest transforms them on
    // first use: seen taking over 5 s at a load average of 6 on two cores).
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('returns to the console page first asked for', async () => {
    const { user, router } = await renderApp('/login?redirect=%2Fadmin%2Fbilling');
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Security code'), '000000{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/billing'), { timeout: 3000 });
  });

  it.each(['https://evil.example/', '//evil.example/admin', '/about-us'])('ignores the redirect %s and opens /admin', async (target) => {
    const { user, router } = await renderApp(`/login?redirect=${encodeURIComponent(target)}`);
    const dialog = await openCodeDialog(user);
    await user.type(within(dialog).getByLabelText('Security code'), '000000{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 3000 });
  });

  it('shows the warning toast for Forgot password?', async () => {
    const { user } = await renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Feature not implemented');
    expect(toast).toHaveTextContent('Password recovery is not yet available.');
    expect(toast).toHaveAttribute('data-variant', 'warning');
  });

  it('remembers the e-mail for the next visit when "Remember me" is ticked', async () => {
    const { user } = await renderApp('/login');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await openCodeDialog(user);
    expect(localStorage.getItem('rememberedLogin')).toBe('admin@example.com');
  });

  it('fills in a remembered e-mail, and forgets it when "Remember me" is unticked', async () => {
    localStorage.setItem('rememberedLogin', 'admin');
    const { user } = await renderApp('/login');
    expect(identifierField()).toHaveValue('admin');
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(remember).toBeChecked();
    await user.click(remember);
    await user.type(passwordField(), 'Admin#2025');
    await user.click(signIn());
    await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });

  it('ignores a remembered value it did not write', async () => {
    localStorage.setItem('rememberedLogin', 'x'.repeat(500));
    await renderApp('/login');
    expect(identifierField()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it('sends someone already signed in straight to the console', async () => {
    const { router } = await renderApp('/login', { authToken: ADMIN_TOKEN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('speaks Hebrew, including the password toggle', async () => {
    await renderApp('/login', { language: 'he' });
    expect(screen.getByRole('heading', { level: 1, name: 'כניסה למסוף הניהול' })).toBeInTheDocument();
    expect(screen.getByLabelText('סיסמה')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'הצגת הסיסמה' })).toBeInTheDocument();
  });
});
