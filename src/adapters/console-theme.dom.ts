/**
 * The attribute the console layout carries with its theme (`light` or `dark`). While an
 * element of the page says `dark`, the console's dark token values apply to the whole document
 * (src/theme/console-theme.ts), portalled menus and dialogs included.
 */
export const THEME_ATTRIBUTE = 'data-theme';
