import { VIEW_NAME_FIELD_ID } from '../config/console-tables.ts';

export function focusViewName() {
  document.getElementById(VIEW_NAME_FIELD_ID)?.focus();
}
