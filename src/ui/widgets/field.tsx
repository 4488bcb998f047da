import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';

interface FieldProps {
  readonly label: ReactNode;
  /** Shown under the control and linked with aria-describedby. */
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  /** Renders the control with the ids it must carry. */
  readonly children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A label, a control, and its hint or error, wired together for assistive technology. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
