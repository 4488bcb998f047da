import { PasswordInput as ArkPasswordInput, usePasswordInput } from '@ark-ui/react/password-input';
import { Eye, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes/input';
import { passwordInput } from 'styled-system/recipes/password-input';
import { adoptFieldValue, useHydrated } from '../../start-up/readiness.ts';

interface PasswordInputProps {
  /** The input's id, so callers can move focus to it. */
  readonly id?: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Accessible names of the toggle, in the reader's language. */
  readonly showLabel: string;
  readonly hideLabel: string;
  readonly invalid?: boolean;
  /** Ids of hints or errors that describe the field. */
  readonly describedBy?: string | undefined;
  readonly name?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password field with a show/hide toggle (Ark PasswordInput). Ark keeps the toggle out of
 * the tab order and reacts to the pointer only; ours is a real button in the tab order that
 * Enter and Space work too, so keyboard users can check what they typed.
 */
export function PasswordInput({
  id,
  label,
  value,
  onValueChange,
  showLabel,
  hideLabel,
  invalid = false,
  describedBy,
  name,
  required = false,
  disabled = false,
  autoComplete = 'current-password',
}: PasswordInputProps) {
  const styles = passwordInput();
  // Until the app has taken over, show/hide cannot work: focusable, but marked as not ready.
  const hydrated = useHydrated();
  // aria-required, not `required`: an empty required field would match :invalid and show
  // as an error before anyone has tried to sign in.
  const api = usePasswordInput({
    invalid,
    disabled,
    autoComplete,
    ...(name ? { name } : {}),
    ...(id ? { ids: { input: id } } : {}),
    translations: { visibilityTrigger: (visible) => (visible ? hideLabel : showLabel) },
  });
  return (
    <ArkPasswordInput.RootProvider value={api} className={styles.root}>
      <ArkPasswordInput.Label className={styles.label}>{label}</ArkPasswordInput.Label>
      <ArkPasswordInput.Control className={styles.control}>
        <ArkPasswordInput.Input
          className={cx(input(), css({ paddingInlineEnd: '11' }))}
          value={value}
          ref={adoptFieldValue(value, onValueChange)}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
        <ArkPasswordInput.VisibilityTrigger
          className={styles.visibilityTrigger}
          tabIndex={0}
          {...(hydrated ? {} : { 'aria-disabled': true, 'data-waiting': '' })}
          onClick={(event) => {
            // A pointer press already toggled on pointerdown; a click from Enter or Space has no detail.
            if (event.detail === 0) api.toggleVisible();
          }}
        >
          <ArkPasswordInput.Indicator fallback={<Eye size={18} aria-hidden="true" />}>
            <EyeOff size={18} aria-hidden="true" />
          </ArkPasswordInput.Indicator>
        </ArkPasswordInput.VisibilityTrigger>
      </ArkPasswordInput.Control>
    </ArkPasswordInput.RootProvider>
  );
}
