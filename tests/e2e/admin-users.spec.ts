import type { Page } from '@playwright/test';
import { expectNoSideScroll, expectToast, openConsole } from './console.ts';
import { axeViolations, expect, test } from './fixtures.ts';

const usersTable = (page: Page) => page.getByRole('region', { name: 'Users' }).getByRole('table');
const userRow = (page: Page, name: string) => usersTable(page).getByRole('row').filter({ hasText: name });
/** The rows' names as shown (the "More" details a phone shows under each are hidden here). */
const firstCells = (page: Page) => usersTable(page).locator('tbody tr th');
/** Opens a row's one actions menu and picks an action. */
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('User Management', () => {
  test('adds, edits, resets and deletes users, with confirmations and mock toasts', { tag: '@phone' }, async ({ page }) => {
    await openConsole(page, '/admin/users');
    await expect(page).toHaveTitle('User Management — Signalwise Admin');
    await expectNoSideScroll(page);

    // Add: errors first, nothing typed is lost.
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await expect(add.getByLabel('Role')).toHaveValue('viewer');
    await add.getByLabel('Email Address').fill('not-an-email');
    await add.getByRole('button', { name: 'Add User' }).click();
    await expect(add.getByLabel('Full Name')).toBeFocused();
    await expect(add.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(add.getByText('Enter an email address like name@company.com.')).toBeVisible();
    await expect(add.getByText('Set a temporary password.')).toBeVisible();
    await expect(add.getByLabel('Email Address')).toHaveValue('not-an-email');

    await add.getByLabel('Full Name').fill('<img src=x onerror=alert(1)>');
    await add.getByLabel('Email Address').fill('dana.levi@example.com');
    await add.getByLabel('Password').fill('Temp#2025');
    await add.getByLabel('Role').selectOption('editor');
    await add.getByRole('button', { name: 'Add User' }).click();
    await expect(add.getByText('dana.levi@example.com already belongs to another user. Use a different email address.')).toBeVisible();
    await add.getByLabel('Email Address').fill('new.user@example.com');
    await add.getByRole('button', { name: 'Add User' }).click();
    await expect(add).toBeHidden();
    await expectToast(page, 'User Added (Mock)', 'was added as Editor');

    // The HTML-looking name is text: no image element, no alert.
    const added = userRow(page, '<img src=x onerror=alert(1)>');
    await expect(added).toContainText('new.user@example.com');
    await expect(added).toContainText('Never');
    await expect(usersTable(page).locator('img')).toHaveCount(0);

    // Edit.
    await rowAction(page, 'Mariana Costa', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('Full Name')).toHaveValue('Mariana Costa');
    await edit.getByLabel('Full Name').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Enter the user’s full name.')).toBeVisible();
    await edit.getByLabel('Full Name').fill('Mariana S. Costa');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('button', { name: 'Actions for Mariana S. Costa' })).toBeFocused();
    await expectToast(page, 'User Updated (Mock)');
    await expect(userRow(page, 'Mariana S. Costa')).toHaveCount(1);

    // Reset password: a link at once, or a forced reset after confirming.
    await rowAction(page, 'Michael Chen', 'Send reset link');
    await expectToast(page, 'Password Reset (Mock)', 'A password reset link has been sent to michael.chen@example.com.');

    await rowAction(page, 'Michael Chen', 'Force reset at next sign-in…');
    let confirm = page.getByRole('alertdialog', { name: 'Force password reset' });
    await expect(confirm).toContainText(
      'Are you sure you want to force a password reset for Michael Chen? They will be required to set a new password on next login.',
    );
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('toast')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Actions for Michael Chen' })).toBeFocused();

    await rowAction(page, 'Michael Chen', 'Force reset at next sign-in…');
    confirm = page.getByRole('alertdialog', { name: 'Force password reset' });
    await confirm.getByRole('button', { name: 'Force Reset' }).click();
    await expectToast(page, 'Password Forced Reset (Mock)', 'Michael Chen must set a new password at their next login.');

    // Delete: cancel keeps the user, confirm removes them.
    await rowAction(page, 'Priya Raman', 'Delete');
    confirm = page.getByRole('alertdialog', { name: 'Delete user' });
    await expect(confirm).toContainText('Are you sure you want to delete user Priya Raman? This action cannot be undone.');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(userRow(page, 'Priya Raman')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Actions for Priya Raman' })).toBeFocused();

    await rowAction(page, 'Priya Raman', 'Delete');
    await page.getByRole('alertdialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete User' }).click();
    await expect(userRow(page, 'Priya Raman')).toHaveCount(0);
    // The deleted row's button is gone: focus lands on the list's heading instead of the page top.
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeFocused();
    await expectToast(page, 'User Deleted (Mock)', 'Priya Raman no longer has access to the console.');
    await expectNoSideScroll(page);
  });

  test('sorts by each column both ways and searches without case or accents', async ({ page }) => {
    await openConsole(page, '/admin/users');
    const header = (name: string) => usersTable(page).getByRole('columnheader', { name });

    await header('Name').getByRole('button').click();
    await expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCells(page)).toHaveText(
      ['Dana Levi', 'José Álvarez', 'Mariana Costa', 'Michael Chen', 'Noa Ben-David', 'Priya Raman', 'Test Admin You'],
      { useInnerText: true },
    );
    await header('Name').getByRole('button').click();
    await expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(page).first()).toHaveText('Test Admin You', { useInnerText: true });

    await header('Role').getByRole('button').click();
    await expect(header('Role')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Name')).not.toHaveAttribute('aria-sort');
    await expect(firstCells(page).first()).toHaveText('Test Admin You', { useInnerText: true }); // admins first, in the list's order
    await header('Email').getByRole('button').click();
    await expect(firstCells(page).first()).toHaveText('Test Admin You', { useInnerText: true }); // admin@example.com
    await header('Email').getByRole('button').click();
    await expect(firstCells(page).first()).toHaveText('Priya Raman', { useInnerText: true });
    await header('Last login').getByRole('button').click();
    await expect(firstCells(page).first()).toHaveText('Noa Ben-David', { useInnerText: true });

    // The search applies with Enter or Apply Filters.
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill('JOSE');
    await search.press('Enter');
    await expect(firstCells(page)).toHaveText(['José Álvarez'], { useInnerText: true });
    await search.fill('álvarez');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(firstCells(page)).toHaveText(['José Álvarez'], { useInnerText: true });
    await search.fill('CHEN@EXAMPLE');
    await search.press('Enter');
    await expect(firstCells(page)).toHaveText(['Michael Chen'], { useInnerText: true });
    await search.fill('nobody here');
    await search.press('Enter');
    await expect(page.getByText('No users match “nobody here”.')).toBeVisible();
    await usersTable(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(firstCells(page)).toHaveCount(7);
  });

  test('works from the keyboard alone: Tab order, Escape, and focus back on the opener', async ({ page }) => {
    await openConsole(page, '/admin/users');
    const addButton = page.getByRole('button', { name: 'Add User' });
    await addButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Email Address')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Role')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Add User' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
    // Focus stays inside the dialog.
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Full Name')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();

    // Add a user without touching the mouse; Enter in a field submits.
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.type('Keyboard Person');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Temp#2025');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(userRow(page, 'Keyboard Person')).toContainText('Viewer');
    await expect(page.getByTestId('toast')).toContainText('User Added (Mock)');
  });

  test('in Hebrew, reads right to left with LTR e-mails', async ({ page }) => {
    await openConsole(page, '/admin/users', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ניהול משתמשים');
    await expect(page.getByRole('heading', { name: 'תפקידים' })).toBeVisible();
    const table = page.getByRole('region', { name: 'משתמשים' }).getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'כניסה אחרונה' })).toBeVisible();
    await expect(table.getByText('dana.levi@example.com').filter({ visible: true })).toHaveAttribute('dir', 'ltr');
    await expect(table.getByText('אף פעם').filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: 'הוספת משתמש' }).click();
    const dialog = page.getByRole('dialog', { name: 'הוספת משתמש' });
    await expect(dialog.getByLabel('סיסמה')).toHaveAttribute('placeholder', 'הגדרת סיסמה זמנית');
    await dialog.getByRole('button', { name: 'הוספת משתמש' }).click();
    await expect(dialog.getByText('יש להזין את השם המלא של המשתמש.')).toBeVisible();
    await expectNoSideScroll(page);
  });
});

// Whole pages are checked in every language by accessibility.spec.ts; these are states within them.
test.describe('accessibility of dialogs and states', () => {
  test('the Add User dialog with errors, and the delete confirmation, have no axe violations', async ({ page }) => {
    // Three full axe passes: on a busy phone emulation that is more than the default 30 s.
    test.slow();
    await openConsole(page, '/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Set a temporary password.')).toBeVisible();
    expect(await axeViolations(page, { include: '[role="dialog"]', allRules: true })).toEqual([]);
    await page.keyboard.press('Escape');
    await rowAction(page, 'Dana Levi', 'Delete');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await axeViolations(page, { include: '[role="alertdialog"]', allRules: true })).toEqual([]);
    await page.keyboard.press('Escape');

    // A row's actions menu, with the signed-in admin's disabled Delete if they are listed.
    await page.getByRole('button', { name: 'Actions for Dana Levi' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await axeViolations(page, { include: '[role="menu"]', allRules: true })).toEqual([]);
  });
});
