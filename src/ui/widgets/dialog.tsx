import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import { useMemo, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { dialog } from 'styled-system/recipes/dialog';
import { createReturnFocus, type ReturnFocus } from '../app/return-focus.ts';
import { toastOutletRef } from '../app/toast-outlet.ts';

/** Return focus (src/ui/app/return-focus.ts) for the dialogs a view owns: made once, falling back to an element of the view. */
export const useReturnFocus = (fallback: RefObject<HTMLElement | null>): ReturnFocus =>
  useMemo(() => createReturnFocus(fallback), [fallback]);

export interface ModalProps {
  /** Whether the dialog shows. Comes from a machine; the dialog never opens itself. */
  readonly open: boolean;
  /** Every close request (Escape, backdrop, close button) goes here, to the machine. */
  readonly onRequestClose: () => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** Buttons along the bottom edge. */
  readonly footer?: ReactNode;
  /** `alertdialog` for confirmations: no backdrop close, focus starts on the safe choice. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly placement?: 'center' | 'start';
  readonly size?: 'sm' | 'md' | 'lg';
  /** Where focus goes when the dialog opens (defaults to the first focusable element). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus returns on close, when it is not the element that opened the dialog. */
  readonly finalFocus?: RefObject<HTMLElement | null>;
  readonly closeLabel?: string;
}

/**
 * The one modal of the design system: Ark's Dialog (focus trap, Escape, scroll lock, focus
 * return) styled by the `dialog` slot recipe. Ark reports close requests; the owning machine
 * decides, and `open` follows the machine.
 */
export function Modal({
  open,
  onRequestClose,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  placement = 'center',
  size = 'md',
  initialFocus,
  finalFocus,
  closeLabel,
}: ModalProps) {
  const { t } = useTranslation();
  const styles = dialog({ placement, size });
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onRequestClose();
      }}
      role={role}
      closeOnInteractOutside={role === 'dialog'}
      lazyMount
      unmountOnExit
      {...(initialFocus ? { initialFocusEl: () => initialFocus.current } : {})}
      {...(finalFocus ? { finalFocusEl: () => finalFocus.current } : {})}
    >
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content}>
            {/* A toast raised while this dialog is open shows here: in its layer, above its
                content, never over its actions. */}
            <div ref={toastOutletRef} className={styles.toastOutlet} data-toast-outlet="" />
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
              {description ? <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description> : null}
            </div>
            {children ? <div className={styles.body}>{children}</div> : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
            <ArkDialog.CloseTrigger className={styles.closeTrigger} aria-label={closeLabel ?? t(($) => $.dialog.close)}>
              <X size={18} aria-hidden="true" />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
