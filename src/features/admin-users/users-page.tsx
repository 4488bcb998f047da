import { useActorRef } from '../../ui/app/actor-hooks.ts';
import { UserPlus } from 'lucide-react';
import { useRouter } from '@tanstack/react-router';
import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { userSelectionMachine } from '../../../machines/user-selection/index.ts';
import { connectUsers } from '../../../machines/users/users.connect.ts';
import { createLiveUsersMachine } from '../../adapters/users.live.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { BRAND } from '../../config/brand.ts';
import { AdminPageTitle } from '../../ui/console/admin-page-title.tsx';
import { useReturnFocus } from '../../ui/widgets/dialog.tsx';
import { BulkDeleteDialog, ConfirmDialogs } from './confirm-dialogs.tsx';
import { RolesTable } from './roles-table.tsx';
import { UserFormDialog } from './user-form-dialog.tsx';
import { USERS } from '../../mock/users-data.ts';
import { UsersTable } from './users-table.tsx';

export function UsersPage() {
  const { t } = useTranslation('users');
  const { toast } = useAppActors();
  const router = useRouter();
  const usersRef = useActorRef(createLiveUsersMachine({ router }), { input: { users: USERS, toast, selfEmail: BRAND.adminEmail } });
  const selectionRef = useActorRef(userSelectionMachine, { input: { users: usersRef } });
  const { add } = useConnect(usersRef, connectUsers);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // Once a deleted user's row is gone, a closing dialog hands focus to the list's heading.
  const focusReturn = useReturnFocus(listHeading);

  const openAdd = (event: MouseEvent<HTMLButtonElement>) => {
    focusReturn.remember(event.currentTarget);
    add();
  };

  return (
    <>
      <AdminPageTitle page="users">
        <button type="button" className={button()} onClick={openAdd}>
          <UserPlus size={18} aria-hidden="true" />
          {t(($) => $.add)}
        </button>
      </AdminPageTitle>
      <p className={css({ color: 'fg.muted', marginBlockEnd: '8', maxWidth: 'prose' })}>{t(($) => $.intro)}</p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
        <UsersTable usersRef={usersRef} selectionRef={selectionRef} headingRef={listHeading} focusReturn={focusReturn} />
        <RolesTable />
      </div>
      <UserFormDialog usersRef={usersRef} finalFocus={focusReturn.ref} />
      <ConfirmDialogs usersRef={usersRef} finalFocus={focusReturn.ref} />
      <BulkDeleteDialog selectionRef={selectionRef} finalFocus={focusReturn.ref} />
    </>
  );
}
