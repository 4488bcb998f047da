import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import common from '../../src/locales/en/common.json';
import { Checkbox } from '../../src/ui/widgets/checkbox.tsx';
import { Modal } from '../../src/ui/widgets/dialog.tsx';
import { ActionMenu } from '../../src/ui/widgets/menu.tsx';
import { Switch } from '../../src/ui/widgets/switch.tsx';
import { Tabs } from '../../src/ui/widgets/tabs.tsx';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common', initAsync: false });
const wrap = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('design-system parts', () => {
  it('Modal shows its title and sends every close request to its owner', async () => {
    const user = userEvent.setup();
    const onRequestClose = vi.fn();
    wrap(
      <Modal
        open
        onRequestClose={onRequestClose}
        title="Delete user"
        description="This cannot be undone."
        footer={<button type="button">Keep</button>}
      >
        <p>Body</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onRequestClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onRequestClose).toHaveBeenCalledTimes(2);
    // Open is owned by the caller: the dialog stays until `open` changes.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Modal as an alert dialog uses role="alertdialog"', async () => {
    wrap(<Modal open role="alertdialog" onRequestClose={() => undefined} title="Are you sure?" />);
    expect(await screen.findByRole('alertdialog', { name: 'Are you sure?' })).toBeInTheDocument();
  });

  it('Modal renders nothing while closed', () => {
    wrap(<Modal open={false} onRequestClose={() => undefined} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Switch reports the new value and exposes role="switch"', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    wrap(<Switch checked onCheckedChange={onCheckedChange} label="Two-factor authentication" />);
    const control = screen.getByRole('switch', { name: 'Two-factor authentication' });
    expect(control).toBeChecked();
    await user.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it('Checkbox reports the new value', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    wrap(<Checkbox checked={false} onCheckedChange={onCheckedChange} label="Remember me" />);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('Tabs move with the arrow keys', async () => {
    const user = userEvent.setup();
    wrap(
      <Tabs
        label="Reports"
        defaultValue="a"
        items={[
          { value: 'a', label: 'Total Usage', content: <p>A panel</p> },
          { value: 'b', label: 'By Country', content: <p>B panel</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Total Usage' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('A panel')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Total Usage' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'By Country' })).toHaveAttribute('aria-selected', 'true'));
  });

  // happy-dom does not complete Ark's pointer sequence on menu items; clicks are covered in
  // Chromium by the end-to-end tests, the keyboard path here.
  it('ActionMenu runs the chosen action from the keyboard', async () => {
    const user = userEvent.setup();
    const logOut = vi.fn();
    wrap(
      <ActionMenu
        trigger="TA"
        triggerLabel="Account menu"
        actions={[
          { value: 'profile', label: 'Profile', onSelect: vi.fn() },
          { value: 'logout', label: 'Log out', onSelect: logOut },
        ]}
      />,
    );
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(logOut).toHaveBeenCalledTimes(1));
  });
});
