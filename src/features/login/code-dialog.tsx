import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { input } from 'styled-system/recipes/input';
import { type loginMachine } from '../../../machines/login/index.ts';
import { connectLogin } from '../../../machines/login/login.connect.ts';
import { LOGIN_IDS } from '../../adapters/login.dom.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { Modal } from '../../ui/widgets/dialog.tsx';

interface CodeDialogProps {
  readonly login: ActorRefFrom<typeof loginMachine>;
  readonly codeRef: RefObject<HTMLInputElement | null>;
  /** Where focus goes back to when the dialog is closed. */
  readonly finalFocus: RefObject<HTMLElement | null>;
}

/**
 * Step two: "Enter 6-digit code". One text field rather than six boxes: it takes typing,
 * pasting ("123 456", "12-34-56"), backspace and the phone's one-time-code suggestion as any
 * field does, and a screen reader meets one labelled field instead of six. The machine keeps
 * the digits only, at most six.
 */
export function CodeDialog({ login, codeRef, finalFocus }: CodeDialogProps) {
  const { t } = useTranslation('login');
  const { codeOpen, code, canVerify, busy, codeRejected: rejected, changeCode, submitCode, dismissCode } = useConnect(login, connectLogin);

  return (
    <Modal
      open={codeOpen}
      onRequestClose={dismissCode}
      title={t(($) => $.otp.title)}
      description={t(($) => $.otp.description)}
      size="sm"
      initialFocus={codeRef}
      finalFocus={finalFocus}
    >
      <form
        noValidate
        aria-busy={busy}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        onSubmit={(event) => {
          event.preventDefault();
          submitCode();
        }}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <label htmlFor={LOGIN_IDS.code} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            {t(($) => $.otp.label)}
          </label>
          <input
            ref={codeRef}
            id={LOGIN_IDS.code}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            enterKeyHint="done"
            spellCheck={false}
            dir="ltr"
            readOnly={busy}
            aria-invalid={rejected || undefined}
            aria-describedby={rejected ? `${LOGIN_IDS.codeError} ${LOGIN_IDS.codeHint}` : LOGIN_IDS.codeHint}
            className={cx(
              input(),
              css({ fontFamily: 'mono', fontSize: '2xl', letterSpacing: 'widest', textAlign: 'center', minHeight: '12' }),
            )}
            value={code}
            onChange={(event) => changeCode(event.currentTarget.value)}
            onKeyDown={(event) => {
              // With Verify disabled the browser would swallow Enter; say why the code is refused.
              if (event.key === 'Enter' && !canVerify) {
                event.preventDefault();
                submitCode();
              }
            }}
          />
          {rejected ? (
            <p id={LOGIN_IDS.codeError} className={css({ fontSize: 'sm', color: 'danger.fg' })}>
              {t(($) => $.toast.otpInvalid.description)}
            </p>
          ) : null}
          <p id={LOGIN_IDS.codeHint} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {t(($) => $.otp.hint)}
          </p>
        </div>
        <button type="submit" className={cx(button({ variant: 'solid', size: 'lg' }), css({ width: 'full' }))} disabled={!canVerify}>
          {busy ? t(($) => $.otp.submitting) : t(($) => $.otp.submit)}
        </button>
      </form>
    </Modal>
  );
}
