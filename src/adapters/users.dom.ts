import type { UserField } from '../../machines/users/index.ts';

/** The one user form on the users page (Add User and Edit User share it). */
export const USER_FORM_ID = 'user-form';

/**
 * Moves focus to a field of the open user form, found by its name, once React has marked it
 * invalid (the next frame).
 */
export function focusUserField(field: UserField | null) {
  if (!field) return;
  requestAnimationFrame(() => {
    const form = document.getElementById(USER_FORM_ID);
    const control = form instanceof HTMLFormElement ? form.elements.namedItem(field) : null;
    if (control instanceof HTMLElement) control.focus();
  });
}
