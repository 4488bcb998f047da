import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from 'styled-system/recipes/button';
import type { ActorRefFrom } from 'xstate';
import { selectBulkDeleteView, type userSelectionMachine } from '../../../machines/user-selection/index.ts';
import { selectConfirmView, type usersMachine } from '../../../machines/users/index.ts';
import { useViewModel } from '../../ui/app/actor-hooks.ts';
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
  const { open, deleting, name } = useViewModel(usersRef, selectConfirmView);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => usersRef.send({ type: 'dialog.cancel' });

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
          <button type="button" className={button({ variant: 'danger' })} onClick={() => usersRef.send({ type: 'dialog.confirm' })}>
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
  const view = useViewModel(selectionRef, selectBulkDeleteView);
  const open = view.open;
  const count = formatNumber(view.count, i18n.resolvedLanguage);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => selectionRef.send({ type: 'dialog.cancel' });
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
          <button type="button" className={button({ variant: 'danger' })} onClick={() => selectionRef.send({ type: 'dialog.confirm' })}>
            {t(($) => $.confirm.bulkDeleteAction, { number: count })}
          </button>
        </>
      }
    />
  );
}
