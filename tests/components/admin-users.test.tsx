import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, renderApp } from './render-app.tsx';

// The demo data is dated from when the console loads it: pin that moment (only Date is faked,
// so the router and user-event keep their timers).
vi.hoisted(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:34:15Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

async function openUsers(language?: string) {
  const app = await renderApp('/admin/users', { authToken: ADMIN_TOKEN, ...(language ? { language } : {}) });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const usersTable = () =>
  within(screen.getByRole('region', { name: /^(Users|Usuarios)$/, hidden: true })).getByRole('table', { hidden: true });
const bodyRows = () => within(usersTable()).getAllByRole('row', { hidden: true }).slice(1);
/**
 * A row's name as written, without the badge beside the signed-in admin's ("You"), nor the
 * More details a phone's row header holds (the header is labelled by its name alone).
 */
const nameOf = (header: HTMLElement) => {
  const cell = (header.hasAttribute('aria-labelledby') && document.getElementById(header.getAttribute('aria-labelledby')!)) || header;
  const inner = cell.firstElementChild ?? cell;
  return (
    [...inner.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim() || cell.textContent
  );
};
const names = () => bodyRows().map((row) => nameOf(within(row).getByRole('rowheader', { hidden: true })));
const toast = () => screen.getByTestId('toast');

/** Opens a row's actions menu from the keyboard and chooses an item, as a keyboard user does. */
async function chooseAction(user: Awaited<ReturnType<typeof openUsers>>['user'], name: string, item: string) {
  screen.getByRole('button', { name: `Actions for ${name}` }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveAttribute('data-highlighted'));
  while (!screen.getByRole('menuitem', { name: item }).hasAttribute('data-highlighted')) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

describe('User Management', () => {
  it('lists the users with their role and last login, and the three roles', async () => {
    await openUsers();
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(names()).toEqual(['Test Admin', 'Dana Levi', 'José Álvarez', 'Mariana Costa', 'Michael Chen', 'Priya Raman', 'Noa Ben-David']);
    // The signed-in admin is a user, who signed in minutes ago.
    const me = bodyRows()[0]!;
    expect(me).toHaveTextContent('admin@example.com');
    expect(me).toHaveTextContent('Admin');
    expect(me).toHaveTextContent('11/25/2026, 10:31:46 UTC');
    const dana = bodyRows()[1]!;
    expect(dana).toHaveTextContent('dana.levi@example.com');
    expect(dana).toHaveTextContent('Admin');
    expect(dana).toHaveTextContent('11/25/2026, 09:16:03 UTC');
    expect(bodyRows()[6]).toHaveTextContent('Never');

    const roles = screen.getByRole('region', { name: 'Roles' });
    expect(within(roles).getByRole('rowheader', { name: 'Admin' }).closest('tr')).toHaveTextContent(
      'Full access to all features and settings.',
    );
    expect(within(roles).getByRole('rowheader', { name: 'Editor' }).closest('tr')).toHaveTextContent(
      'Can manage content but not settings.',
    );
    expect(within(roles).getByRole('rowheader', { name: 'Viewer' }).closest('tr')).toHaveTextContent('Can only view data and reports.');
  });

  it('adds a user with the Viewer role by default, last login Never, and a mock toast', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('viewer');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('placeholder', 'Set temporary password');
    expect(within(dialog).getByLabelText('Email Address')).toHaveAttribute('type', 'email');

    await user.type(within(dialog).getByLabelText('Full Name'), 'Lucía Fernández');
    await user.type(within(dialog).getByLabelText('Email Address'), 'lucia@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Temp#2025');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = bodyRows().at(-1)!;
    expect(added).toHaveTextContent('Lucía Fernández');
    expect(added).toHaveTextContent('lucia@example.com');
    expect(added).toHaveTextContent('Viewer');
    expect(added).toHaveTextContent('Never');
    expect(toast()).toHaveTextContent('User Added (Mock)');
    expect(screen.getByText('Showing 8 of 8 users')).toBeInTheDocument();

    // The form starts empty next time.
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Full Name')).toHaveValue('');
  });

  it('shows every error beside its field, keeps what was typed, and refuses a taken e-mail', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText('Email Address'), 'Dana.Levi@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    const name = await within(dialog).findByLabelText('Full Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Enter the user’s full name.');
    expect(within(dialog).getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Dana.Levi@example.com already belongs to another user. Use a different email address.',
    );
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('Dana.Levi@example.com');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(/Set a temporary password\./);
    await waitFor(() => expect(name).toHaveFocus());
    expect(bodyRows()).toHaveLength(7);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('edits a user in place', async () => {
    const { user } = await openUsers();
    await chooseAction(user, 'Michael Chen', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText('Full Name');
    expect(name).toHaveValue('Michael Chen');
    await user.clear(name);
    await user.type(name, 'Michael J. Chen');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'editor');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names()[4]).toBe('Michael J. Chen');
    expect(bodyRows()[4]).toHaveTextContent('Editor');
    expect(toast()).toHaveTextContent('User Updated (Mock)');
  });

  it('deletes only after an alert dialog whose focus starts on Cancel', async () => {
    const { user } = await openUsers();
    await chooseAction(user, 'Priya Raman', 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete user' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete user Priya Raman? This action cannot be undone.');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(names()).toContain('Priya Raman');

    // Focus is back on the row's actions button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Priya Raman' })).toHaveFocus());
    await chooseAction(user, 'Priya Raman', 'Delete');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete User' }));
    await waitFor(() => expect(names()).not.toContain('Priya Raman'));
    expect(toast()).toHaveTextContent('User Deleted (Mock)');
  });

  it('sends a reset link, or forces a reset after confirming, from the row’s one actions menu', async () => {
    const { user } = await openUsers();
    const trigger = screen.getByRole('button', { name: 'Actions for José Álvarez' });
    trigger.focus();
    await user.keyboard('{Enter}');
    // The menu opens with its first item highlighted: Edit, then the two resets, then Delete.
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Edit',
      'Send reset link',
      'Force reset at next sign-in…',
      'Delete',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(toast()).toHaveTextContent('Password Reset (Mock)'));
    expect(toast()).toHaveTextContent('A password reset link has been sent to jose.alvarez@example.com.');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));

    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Force reset at next sign-in…' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Force password reset' });
    expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to force a password reset for José Álvarez? They will be required to set a new password on next login.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Force Reset' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Password Forced Reset (Mock)'));
  });

  it('sorts by a column header, both ways, and says so with aria-sort', async () => {
    const { user } = await openUsers();
    const header = within(usersTable()).getByRole('columnheader', { name: /Last login/ });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toBe('Noa Ben-David');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names().slice(0, 2)).toEqual(['Test Admin', 'Dana Levi']);

    const name = within(usersTable()).getByRole('columnheader', { name: /Name/ });
    await user.click(within(name).getByRole('button'));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(header).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Dana Levi', 'José Álvarez', 'Mariana Costa', 'Michael Chen', 'Noa Ben-David', 'Priya Raman', 'Test Admin']);
  });

  it('searches without case or accents when the search is applied, and shows an empty state that clears it', async () => {
    const { user } = await openUsers();
    const search = () => screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(search(), 'ALVAREZ');
    // A draft until applied.
    expect(names()).toHaveLength(7);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['José Álvarez']));
    expect(screen.getByText('Showing 1 of 7 users')).toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), 'priya.raman@');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(names()).toEqual(['Priya Raman']));
    await user.clear(search());
    await user.type(search(), 'zzz{Enter}');
    expect(await screen.findByText('No users match “zzz”.')).toBeInTheDocument();
    await user.click(within(usersTable()).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names()).toHaveLength(7));
    expect(search()).toHaveValue('');
  });

  it('shows a name that looks like HTML as plain text', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Full Name'), '<img src=x onerror=alert(1)>');
    await user.type(within(dialog).getByLabelText('Email Address'), 'x@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'p');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(names().at(-1)).toBe('<img src=x onerror=alert(1)>'));
    expect(usersTable().querySelector('img')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await openUsers('es');
    expect(screen.getByRole('heading', { level: 2, name: 'Usuarios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir usuario' })).toBeInTheDocument();
    expect(bodyRows()[6]).toHaveTextContent('Nunca');
    // The same moment as in English, in Spanish order.
    expect(bodyRows()[1]).toHaveTextContent('25/11/2026, 09:16:03 UTC');
  });
});
