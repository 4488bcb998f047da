import { css } from 'styled-system/css';

/**
 * The form's grid, shared by the form and its placeholder so both have the same height and
 * nothing moves when the form arrives: name and company, e-mail and phone side by side from
 * `sm` up; interest and message across.
 */
export const formGrid = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
});

export const field = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' });
export const wideField = css({ gridColumn: '1 / -1' });
export const fieldLabel = css({ textStyle: 'small', fontWeight: 'medium', color: 'fg' });
export const submitRow = css({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-start' });

/**
 * The `input` recipe paints :invalid and :user-invalid fields red, which marks empty required
 * fields before a send is tried and again once a sent form is cleared. Here a field turns
 * red only when the machine has rejected it on a send attempt (aria-invalid).
 */
export const quietUntilTouched = css({ '&:invalid:not([aria-invalid=true])': { borderColor: 'border.strong' } });

/** The rejected field's message, under it. */
export const fieldMessage = css({ textStyle: 'small', color: 'danger.fg' });

/** Rows of the message textarea (SPEC §2). */
export const MESSAGE_ROWS = 4;

/** Which fields span both columns, in form order. */
export const FIELD_SPANS = [
  ['fullName', false],
  ['company', false],
  ['email', false],
  ['phoneNumber', false],
  ['interest', true],
  ['message', true],
] as const;
