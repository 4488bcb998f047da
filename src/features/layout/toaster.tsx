import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast as toastRecipe } from 'styled-system/recipes/toast';
import { connectConsent } from '../../../machines/consent/consent.connect.ts';
import { connectToast } from '../../../machines/toast/toast.connect.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { currentToastOutlet, noToastOutlet, subscribeToastOutlet } from '../../ui/app/toast-outlet.ts';
import { translate } from '../../ui/app/translate.ts';
import { useConnect } from '../../ui/app/use-connect.ts';

/**
 * The toaster is part of the first download on every page; a hand-drawn cross keeps the icon
 * library (and its runtime) out of that download. It matches lucide's "x" at 16 px.
 */
function CloseIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

/**
 * Shows the toast machine's current toast. Both live regions stay in the DOM so screen
 * readers announce a toast as it appears: errors assertively, the rest politely.
 */
export function Toaster() {
  const { t } = useTranslation();
  const actors = useAppActors();
  const { current, pause, resume, dismiss } = useConnect(actors.toast, connectToast);
  const { bannerVisible } = useConnect(actors.consent, connectConsent);
  const openOutlet = useSyncExternalStore(subscribeToastOutlet, currentToastOutlet, noToastOutlet);
  // Only a toast moves into a dialog; the empty live regions stay out of the dialog's content.
  const outlet = current ? openOutlet : null;
  const placement = outlet ? 'dialog' : bannerVisible ? 'top' : 'corner';
  const styles = toastRecipe({ variant: current?.variant ?? 'default', placement });
  const urgent = current?.variant === 'destructive';

  const body = current ? (
    // Hover and focus only pause the timer (WCAG 2.2.1); the close button is the control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      key={current.id}
      className={styles.root}
      data-variant={current.variant}
      data-testid="toast"
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <p className={styles.title}>{translate(t, current.title)}</p>
      {current.description ? <p className={styles.description}>{translate(t, current.description)}</p> : null}
      <button type="button" className={styles.close} aria-label={t(($) => $.toast.close)} onClick={dismiss}>
        <CloseIcon />
      </button>
    </div>
  ) : null;

  const region = (
    <section aria-label={t(($) => $.toast.region)} className={styles.region}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {urgent ? null : body}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {urgent ? body : null}
      </div>
    </section>
  );
  return outlet ? createPortal(region, outlet) : region;
}
