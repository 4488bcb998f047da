/** The name field of the Save view / Rename view dialog. */
export const VIEW_NAME_FIELD_ID = 'view-name';

export function focusViewName() {
  document.getElementById(VIEW_NAME_FIELD_ID)?.focus();
}
