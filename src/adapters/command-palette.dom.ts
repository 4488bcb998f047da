/** The palette's field (Ark's combobox input), which takes focus when the palette opens. */
export const PALETTE_INPUT_ID = 'command-palette-input';
