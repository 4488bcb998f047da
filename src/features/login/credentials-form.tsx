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
import { Checkbox } from '../../ui/widgets/checkbox.tsx';
import { adoptFieldValue, useHydrated } from '../../start-up/readiness.ts';
import { PasswordInput } from '../../ui/widgets/password-input.tsx';

interface CredentialsFormProps {
  readonly login: ActorRefFrom<typeof loginMachine>;
  readonly submitRef: RefObject<HTMLButtonElement | null>;
}

/** Step one: e-mail or username and password, with the error announced and tied to the fields. */
export function CredentialsForm({ login, submitRef }: CredentialsFormProps) {
  const { t } = useTranslation('login');
  const { error: errorId, waitHint: waitHintId } = LOGIN_IDS;
  const {
    identifier,
    password,
    remember,
    error,
    attempts,
    identifierInvalid,
    passwordInvalid,
    checking,
    changeIdentifier,
    changePassword,
    changeRemember,
    submit,
    forgot,
  } = useConnect(login, connectLogin);
  // Before the app has taken over (or without JavaScript) the form cannot sign anyone in: its
  // buttons stay disabled, which also stops Enter from submitting it natively.
  const hydrated = useHydrated();

  return (
    <form
      noValidate
      method="post"
      aria-labelledby={LOGIN_IDS.title}
      aria-busy={checking}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5', marginBlockStart: '6' })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {/* Always in the page so screen readers announce the message as soon as it appears. */}
      <div role="alert" id={errorId} className={css({ '&:empty': { marginBlockEnd: '-5' } })}>
        {error ? (
          // A new key per attempt: the same message after another try is announced again.
          <p
            key={attempts}
            className={css({
              paddingInline: '3',
              paddingBlock: '2',
              borderRadius: 'control',
              borderWidth: '1px',
              borderColor: 'danger.border',
              bg: 'danger.bg',
              color: 'danger.fg',
              fontSize: 'sm',
              fontWeight: 'medium',
            })}
          >
            {error === 'required' ? t(($) => $.errors.required) : t(($) => $.errors.invalid)}
          </p>
        ) : null}
      </div>

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <label htmlFor={LOGIN_IDS.identifier} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          {t(($) => $.form.identifier)}
        </label>
        <input
          id={LOGIN_IDS.identifier}
          name="username"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          aria-required="true"
          className={input()}
          value={identifier}
          ref={adoptFieldValue(identifier, changeIdentifier)}
          aria-invalid={identifierInvalid || undefined}
          aria-describedby={identifierInvalid ? errorId : undefined}
          onChange={(event) => changeIdentifier(event.currentTarget.value)}
        />
      </div>

      <PasswordInput
        id={LOGIN_IDS.password}
        name="password"
        label={t(($) => $.form.password)}
        showLabel={t(($) => $.form.showPassword)}
        hideLabel={t(($) => $.form.hidePassword)}
        value={password}
        required
        invalid={passwordInvalid}
        describedBy={passwordInvalid ? errorId : undefined}
        onValueChange={changePassword}
      />

      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <Checkbox name="remember" checked={remember} label={t(($) => $.form.remember)} onCheckedChange={changeRemember} />
        {/* No recovery page exists yet: a button that says so, styled as the link people expect. */}
        <button
          type="button"
          className={cx(button({ variant: 'link' }), css({ fontSize: 'sm', height: 'auto', paddingInline: '0', paddingBlock: '1' }))}
          disabled={!hydrated}
          onClick={forgot}
        >
          {t(($) => $.form.forgot)}
        </button>
      </div>

      <button
        ref={submitRef}
        type="submit"
        className={cx(button({ variant: 'solid', size: 'lg' }), css({ width: 'full' }))}
        disabled={checking || !hydrated}
        aria-describedby={hydrated ? undefined : waitHintId}
      >
        {checking ? t(($) => $.form.submitting) : t(($) => $.form.submit)}
      </button>
      {/* The hint keeps its line once the app has taken over, only unseen: dropping it would move
          the footer up as the page is adopted (a layout shift whenever takeover comes after the
          first paint). */}
      <p
        id={waitHintId}
        aria-hidden={hydrated || undefined}
        className={css({
          marginBlockStart: '-3',
          fontSize: 'sm',
          color: 'fg.muted',
          textAlign: 'center',
          visibility: hydrated ? 'hidden' : 'visible',
        })}
      >
        {t(($) => $.form.preparing)}
      </p>
    </form>
  );
}
