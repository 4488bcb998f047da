import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../../src/config/brand.ts';
import { ADMIN_TOKEN, renderApp } from './render-app.tsx';

describe('User Management: the signed-in admin', () => {
  it('is marked as you, and can be neither selected for deletion nor deleted; the actions say why', async () => {
    const { user } = await renderApp('/admin/users', { authToken: ADMIN_TOKEN });
    const name = await screen.findByRole('rowheader', { name: `${BRAND.adminName} You` });
    const row = name.closest('tr')!;
    const checkbox = within(row).getByRole('checkbox', { name: `Select ${BRAND.adminName}` });
    expect(checkbox).toBeDisabled();
    expect(checkbox).toHaveAccessibleDescription('This is you: you can’t delete your own account.');

    await user.click(within(row).getByRole('button', { name: `Actions for ${BRAND.adminName}` }));
    const remove = await screen.findByRole('menuitem', { name: /^Delete/ });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveTextContent('You can’t delete your own account.');
    await user.click(remove);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Select all leaves the admin out.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'Select all users shown' }));
    expect(checkbox).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all users shown' })).toBeChecked();
  });

  it('cannot change their own role: the field is fixed and says why', async () => {
    const { user } = await renderApp('/admin/users', { authToken: ADMIN_TOKEN });
    (await screen.findByRole('button', { name: `Actions for ${BRAND.adminName}` })).focus();
    await user.keyboard('{Enter}');
    // The menu opens on its first item, Edit.
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const role = within(dialog).getByLabelText('Role');
    expect(role).toBeDisabled();
    expect(role).toHaveValue('admin');
    expect(role).toHaveAccessibleDescription(/you can’t change your own role/);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: `${BRAND.adminName} You` }).closest('tr')).toHaveTextContent('Admin');
  });
});
