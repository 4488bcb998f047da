import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from 'styled-system/recipes/button';
import type { ActorRefFrom } from 'xstate';
import { type userSelectionMachine } from '../../../machines/user-selection/index.ts';
import { connectBulkDelete } from '../../../machines/user-selection/user-selection.connect.ts';
import { type usersMachine } from '../../../machines/users/index.ts';
import { connectUserConfirm } from '../../../machines/users/users.connect.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { formatNumber } from '../../ui/format/number.ts';
import { Modal } from '../../ui/widgets/dialog.tsx';

interface ConfirmDialogsProps {
  readonly usersRef: ActorRefFrom<typeof usersMachine>;
  readonly finalFocus: RefObject<HTMLElement | null>;
}

/**
 * The two confirmations of the page — delete a user, force a password reset — as alert
 * dialogs whose focus starts on Cancel, the safe choice.
 */
export function ConfirmDialogs({ usersRef, finalFocus }: ConfirmDialogsProps) {
  const { t } = useTranslation('users');
  const { open, deleting, name, confirm, cancel } = useConnect(usersRef, connectUserConfirm);
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      open={open}
      role="alertdialog"
      size="sm"
      onRequestClose={cancel}
      title={deleting ? t(($) => $.confirm.deleteTitle) : t(($) => $.confirm.resetTitle)}
      description={deleting ? t(($) => $.confirm.deleteMessage, { name }) : t(($) => $.confirm.resetMessage, { name })}
      initialFocus={cancelRef}
      finalFocus={finalFocus}
      footer={
        <>
          <button ref={cancelRef} type="button" className={button({ variant: 'outline' })} onClick={cancel}>
            {t(($) => $.confirm.cancel)}
          </button>
          <button type="button" className={button({ variant: 'danger' })} onClick={confirm}>
            {deleting ? t(($) => $.confirm.deleteAction) : t(($) => $.confirm.resetAction)}
          </button>
        </>
      }
    />
  );
}

interface BulkDeleteDialogProps {
  readonly selectionRef: ActorRefFrom<typeof userSelectionMachine>;
  readonly finalFocus: RefObject<HTMLElement | null>;
}

/** The one question before a bulk delete: the spec's wording, with the number of users. */
export function BulkDeleteDialog({ selectionRef, finalFocus }: BulkDeleteDialogProps) {
  const { t, i18n } = useTranslation('users');
  const { open, count: pending, confirm, cancel } = useConnect(selectionRef, connectBulkDelete);
  const count = formatNumber(pending, i18n.resolvedLanguage);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      role="alertdialog"
      size="sm"
      onRequestClose={cancel}
      title={t(($) => $.confirm.bulkDeleteTitle, { number: count })}
      description={t(($) => $.confirm.bulkDeleteMessage, { number: count })}
      initialFocus={cancelRef}
      finalFocus={finalFocus}
      footer={
        <>
          <button ref={cancelRef} type="button" className={button({ variant: 'outline' })} onClick={cancel}>
            {t(($) => $.confirm.cancel)}
          </button>
          <button type="button" className={button({ variant: 'danger' })} onClick={confirm}>
            {t(($) => $.confirm.bulkDeleteAction, { number: count })}
          </button>
        </>
      }
    />
  );
}
