import { KeyRound, MoreHorizontal, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from 'styled-system/recipes/button';
import type { ActorRefFrom } from 'xstate';
import { type User, type usersMachine } from '../../../machines/users/index.ts';
import { connectUserRow } from '../../../machines/users/users.connect.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { ActionMenu } from '../../ui/widgets/menu.tsx';
import type { ReturnFocus } from '../../ui/app/return-focus.ts';

export type UsersRef = ActorRefFrom<typeof usersMachine>;

interface RowActionsProps {
  readonly user: User;
  readonly self: boolean;
  readonly usersRef: UsersRef;
  readonly focusReturn: ReturnFocus;
}

/** Edit, send a reset link, force a reset (after confirming) and delete: one menu per row. */
export function RowActions({ user, self, usersRef, focusReturn }: RowActionsProps) {
  const { t } = useTranslation('users');
  const trigger = useRef<HTMLButtonElement>(null);
  const { canDelete, edit, resetPassword, forceReset, remove } = useConnect(usersRef, connectUserRow, user.id);
  // A dialog the action opens hands focus back to this menu's button when it closes.
  const act = (action: () => void) => {
    focusReturn.remember(trigger.current);
    action();
  };
  return (
    <ActionMenu
      trigger={<MoreHorizontal size={18} aria-hidden="true" />}
      triggerLabel={t(($) => $.list.actionsFor, { name: user.name })}
      triggerClassName={button({ variant: 'ghost', size: 'icon' })}
      triggerRef={trigger}
      actions={[
        { value: 'edit', label: t(($) => $.list.editAction), icon: Pencil, onSelect: () => act(edit) },
        {
          value: 'link',
          label: t(($) => $.list.sendResetLink),
          icon: KeyRound,
          onSelect: () => act(resetPassword),
        },
        {
          value: 'force',
          label: t(($) => $.list.forceReset),
          icon: RotateCcw,
          onSelect: () => act(forceReset),
        },
        {
          value: 'delete',
          label: t(($) => $.list.deleteAction),
          icon: Trash2,
          danger: true,
          disabled: !canDelete,
          disabledReason: self ? t(($) => $.list.selfDelete) : null,
          onSelect: () => act(remove),
        },
      ]}
    />
  );
}
