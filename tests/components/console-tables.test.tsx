import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { hideableColumns, sortableColumns } from '../../src/config/console-tables.ts';
import { ADMIN_TOKEN, renderApp } from './render-app.tsx';

/** Issue 15, point 4: search, sort and filters held in the URL; CSV of the rows shown; Details panels; bulk delete. */

const open = async (path: string, language?: string) => {
  const app = await renderApp(path, { authToken: ADMIN_TOKEN, ...(language ? { language } : {}) });
  await screen.findByRole('heading', { level: 1 });
  return app;
};

/**
 * What a row header says of its row, without a badge beside it (the signed-in admin's "You"),
 * nor the More details a phone's row header holds (the header is labelled by its name alone).
 */
function writtenName(header: HTMLElement) {
  const cell = (header.hasAttribute('aria-labelledby') && document.getElementById(header.getAttribute('aria-labelledby')!)) || header;
  const inner = cell.firstElementChild ?? cell;
  const own = [...inner.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent);
  return own.join('').trim() || cell.textContent;
}
const table = (name: string) => within(screen.getByRole('region', { name })).getByRole('table');
const rowHeaders = (name: string) => within(table(name)).queryAllByRole('rowheader').map(writtenName);
const column = (name: string, index: number) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);
const toast = () => screen.getByTestId('toast');

/** Captures what "Export CSV" hands the browser's download: the file name and the text. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  let blob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, text: blob!.text() });
  });
  return files;
}
const csvLines = async (file: { text: Promise<string> }) =>
  (await file.text)
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

// The demo data is dated relative to today; these tests read it on one fixed day.
vi.hoisted(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:34:15Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Users: the view is in the URL', () => {
  it('filters by role and sorts by a header; the URL holds both, and Back undoes each change', async () => {
    const { user, router } = await open('/admin/users');
    expect(rowHeaders('Users')).toEqual([
      'Test Admin',
      'Dana Levi',
      'José Álvarez',
      'Mariana Costa',
      'Michael Chen',
      'Priya Raman',
      'Noa Ben-David',
    ]);

    await user.selectOptions(screen.getByLabelText('Role'), 'viewer');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(rowHeaders('Users')).toEqual(['Michael Chen', 'Priya Raman', 'Noa Ben-David']));
    expect(router.state.location.search).toEqual({ role: 'viewer' });
    expect(screen.getByText('Showing 3 of 7 users')).toBeInTheDocument();

    await user.click(within(table('Users')).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(rowHeaders('Users')).toEqual(['Michael Chen', 'Noa Ben-David', 'Priya Raman']));
    await user.click(within(table('Users')).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(rowHeaders('Users')).toEqual(['Priya Raman', 'Noa Ben-David', 'Michael Chen']));
    expect(within(table('Users')).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toEqual({ role: 'viewer', sort: 'name', dir: 'desc' });

    act(() => router.history.back());
    await waitFor(() => expect(rowHeaders('Users')).toEqual(['Michael Chen', 'Noa Ben-David', 'Priya Raman']));
    act(() => router.history.back());
    await waitFor(() => expect(rowHeaders('Users')).toEqual(['Michael Chen', 'Priya Raman', 'Noa Ben-David']));
    act(() => router.history.back());
    await waitFor(() => expect(rowHeaders('Users')).toHaveLength(7));
    // The filter's field follows the URL too.
    expect(screen.getByLabelText('Role')).toHaveValue('');
  });

  it('a link restores the view, and values it does not know are ignored', async () => {
    await open('/admin/users?q=a&role=editor&sort=email&dir=desc');
    expect(rowHeaders('Users')).toEqual(['Mariana Costa', 'José Álvarez']);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('a');
    expect(screen.getByLabelText('Role')).toHaveValue('editor');
  });

  it('sorts by the headers of the columns marked sortable and offers to hide those marked hideable', async () => {
    const { user } = await open('/admin/users');
    const header = within(table('Users')).getAllByRole('row')[0]!;
    const labels = { name: 'Name', email: 'Email', role: 'Role', lastLogin: 'Last login' } as const;
    expect(
      within(header)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(sortableColumns('users').map((id) => labels[id]));
    await user.click(screen.getByRole('button', { name: 'Columns shown in Users' }));
    const choices = await screen.findAllByRole('menuitemcheckbox');
    expect(choices.map((choice) => choice.textContent)).toEqual(hideableColumns('users').map((id) => labels[id]));
  });

  it('ignores a role or sort it does not know', async () => {
    await open('/admin/users?role=owner&sort=password');
    expect(rowHeaders('Users')).toHaveLength(7);
    expect(screen.getByLabelText('Role')).toHaveValue('');
  });

  it('Export CSV downloads exactly the rows shown, in their order, and shows the mock toast', async () => {
    const files = captureDownloads();
    const { user } = await open('/admin/users?role=editor&sort=name&dir=desc');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(files.map((file) => file.name)).toEqual(['users.csv']);
    expect(await csvLines(files[0]!)).toEqual([
      'Name,Email,Role,Last login',
      'Mariana Costa,mariana.costa@example.com,Editor,2026-11-23T02:01:40Z',
      'José Álvarez,jose.alvarez@example.com,Editor,2026-11-24T06:39:12Z',
    ]);
    await waitFor(() => expect(toast()).toHaveTextContent('Export Started (Mock)'));
    expect(toast()).toHaveTextContent('users.csv is downloading with the 2 users shown.');
  });
});

describe('Users: selection and bulk delete', () => {
  it('selects rows, asks once naming the count, and deletes them with one toast', async () => {
    const { user } = await open('/admin/users');
    await user.click(screen.getByRole('checkbox', { name: 'Select José Álvarez' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Priya Raman' }));
    expect(screen.getByText(/2 selected/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all users shown' })).toBePartiallyChecked();

    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete users (2)' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete these users (2)? This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowHeaders('Users')).toHaveLength(7);
    expect(screen.getByRole('checkbox', { name: 'Select Priya Raman' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Users' }));
    await waitFor(() => expect(rowHeaders('Users')).toEqual(['Test Admin', 'Dana Levi', 'Mariana Costa', 'Michael Chen', 'Noa Ben-David']));
    expect(toast()).toHaveTextContent('Users Deleted (Mock)');
    expect(toast()).toHaveTextContent('2 users no longer have access to the console.');
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
  });

  it('the header checkbox selects the rows shown only, and unselects them', async () => {
    const { user } = await open('/admin/users?role=viewer');
    const all = screen.getByRole('checkbox', { name: 'Select all users shown' });
    await user.click(all);
    expect(screen.getByRole('button', { name: 'Delete selected (3)' })).toBeInTheDocument();
    await user.click(all);
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
  });
});

describe('Audit Logs: tables you can work with', () => {
  it('filters sign-ins by status with Apply Filters, sorts by a column, and exports the rows shown', async () => {
    const files = captureDownloads();
    const { user, router } = await open('/admin/logs');
    const filters = screen.getByRole('search', { name: 'Filter User Login History' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'failedOtp');
    await user.click(within(filters).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(column('User Login History', 0)).toEqual(['usr_001', 'usr_005']));
    expect(router.state.location.search).toEqual({ loginStatus: 'failedOtp' });

    await user.click(within(table('User Login History')).getByRole('button', { name: 'User ID' }));
    await user.click(within(table('User Login History')).getByRole('button', { name: 'User ID' }));
    await waitFor(() => expect(column('User Login History', 0)).toEqual(['usr_005', 'usr_001']));

    const section = screen.getByRole('heading', { name: 'User Login History' }).closest('section')!;
    await user.click(within(section).getByRole('button', { name: 'Export CSV' }));
    expect(files[0]!.name).toBe('user-login-history.csv');
    expect(await csvLines(files[0]!)).toEqual([
      'Timestamp,User ID,IP Address,Status,Event ID',
      '2026-11-22T09:28:19Z,usr_005,192.0.2.146,Failed (OTP),lgn_90302',
      '2026-11-25T10:30:29Z,usr_001,203.0.113.24,Failed (OTP),lgn_90320',
    ]);
    await waitFor(() => expect(toast()).toHaveTextContent('Export Started (Mock)'));
    expect(toast()).toHaveTextContent('user-login-history.csv is downloading with 2 rows.');
  });

  it('searches and filters transactions by API; an empty result offers to clear the filters', async () => {
    const { user } = await open('/admin/logs?txnApi=sim-swap');
    expect(rowHeaders('API Transaction Logs')).toHaveLength(1);
    expect(column('API Transaction Logs', 0)).toEqual(['SIM Swap']);
    const filters = screen.getByRole('search', { name: 'Filter API Transaction Logs' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Search' }), 'nothing-like-this{Enter}');
    expect(await screen.findByText('No records match these filters.')).toBeInTheDocument();
    await user.click(within(table('API Transaction Logs')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rowHeaders('API Transaction Logs')).toHaveLength(6));
  });

  it('Details opens a panel with the transaction’s JSON record instead of a toast; Back closes it', async () => {
    const { user, router } = await open('/admin/logs');
    await user.click(screen.getByRole('button', { name: 'Details of txn_8c41ef97' }));
    const panel = await screen.findByRole('dialog', { name: 'Transaction txn_8c41ef97' });
    expect(panel).toHaveTextContent('OTP SMS');
    expect(panel).toHaveTextContent('Delivered');
    const json = JSON.parse(within(panel).getByRole('region', { name: 'Log record (JSON)' }).textContent) as Record<string, unknown>;
    expect(json).toMatchObject({ transactionId: 'txn_8c41ef97', processingTimeMs: 1180, costUsd: 0.03, response: { status: 'delivered' } });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(router.state.location.search).toEqual({ details: 'txn_8c41ef97' });
    act(() => router.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a link opens a sign-in event’s details; the close button closes them', async () => {
    const { user } = await renderApp('/admin/logs?details=lgn_90320', { authToken: ADMIN_TOKEN });
    const panel = await screen.findByRole('dialog', { name: 'Sign-in event lgn_90320' });
    expect(panel).toHaveTextContent('usr_001');
    expect(panel).toHaveTextContent('203.0.113.24');
    expect(panel).toHaveTextContent('Failed (OTP)');
    await user.click(within(panel).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks Hebrew', async () => {
    await open('/admin/logs?loginStatus=success', 'he');
    expect(screen.getAllByRole('button', { name: 'החלת מסננים' })).toHaveLength(2);
    expect(screen.getByText('מוצגות 5 מתוך 7 רשומות')).toBeInTheDocument();
  });
});
