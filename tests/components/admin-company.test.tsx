import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, renderApp } from './render-app.tsx';

describe('Company Settings', () => {
  it('marks a blank field at the field on save, focuses it, and saves once it is filled', async () => {
    const { user } = await renderApp('/admin/company', { authToken: ADMIN_TOKEN });
    const city = await screen.findByLabelText('City');
    expect(city).not.toHaveAttribute('aria-invalid');
    await user.clear(city);
    expect(city).not.toHaveAttribute('aria-invalid');
    const address = screen.getByRole('form', { name: 'Address' });
    await user.click(within(address).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(city).toHaveAccessibleDescription('Fill in this field.');
    expect(city).toHaveFocus();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    // The other form is untouched.
    expect(screen.getByLabelText('Company Name')).not.toHaveAttribute('aria-invalid');
    await user.type(city, 'Haifa');
    expect(city).not.toHaveAttribute('aria-invalid');
    await user.click(within(address).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Changes Saved (Mock)');
    expect(city).not.toHaveAttribute('aria-invalid');
  });

  it('reveals the masked secret with a pressed toggle', async () => {
    const { user } = await renderApp('/admin/company', { authToken: ADMIN_TOKEN });
    const secret = await screen.findByLabelText('API Secret');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAttribute('readonly');
    expect(secret).toHaveAccessibleDescription(expect.stringContaining('Treat your API secret like a password'));
    const toggle = screen.getByRole('button', { name: 'Show API secret' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(secret).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(secret).toHaveAttribute('type', 'password');
  });

  it('copies the key and the secret through the clipboard and announces it', async () => {
    const { user } = await renderApp('/admin/company', { authToken: ADMIN_TOKEN });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Copy API key' }));
    expect(writeText).toHaveBeenLastCalledWith('sw_live_pk_7Hq2Lx9VtR4mWc8ZbN3d');
    expect(await screen.findByRole('status')).toHaveTextContent('CopiedThe API key is on your clipboard.');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    await user.click(screen.getByRole('button', { name: 'Copy API secret' }));
    expect(writeText).toHaveBeenLastCalledWith('sw_live_sk_Q8vJ2nT5rK9wX4pL7mZc1bF6yH3gD0sA');
    expect(await screen.findByText('The API secret is on your clipboard.')).toBeInTheDocument();
  });

  it('regenerates the secret into a new value of the same shape', async () => {
    const { user } = await renderApp('/admin/company', { authToken: ADMIN_TOKEN });
    const secret = await screen.findByLabelText<HTMLInputElement>('API Secret');
    const before = secret.value;
    await user.click(screen.getByRole('button', { name: 'Regenerate Secret' }));
    expect(await screen.findByText('API Secret Regenerated (Mock)')).toBeInTheDocument();
    expect(screen.getByText('In a real app, this would be a new secret.')).toBeInTheDocument();
    expect(secret.value).not.toBe(before);
    expect(secret.value).toMatch(/^sw_live_sk_[A-Za-z0-9]{32}$/);
  });

  it('saves each form with the mock toast and keeps what was typed', async () => {
    const { user } = await renderApp('/admin/company', { authToken: ADMIN_TOKEN });
    const name = await screen.findByLabelText('Company Name');
    await user.clear(name);
    await user.type(name, 'Harborline Holdings');
    const legal = screen.getByRole('form', { name: 'Legal Entity' });
    await user.click(within(legal).getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Changes Saved (Mock)Company details have been updated.');
    expect(name).toHaveValue('Harborline Holdings');
    const address = screen.getByRole('form', { name: 'Address' });
    for (const label of ['Street Address', 'City', 'Postal Code', 'Country'])
      expect(within(address).getByLabelText(label)).toBeInTheDocument();
  });
});
