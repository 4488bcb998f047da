export interface CommandPaletteInput {
  /** The ids of the commands run lately, most recent first (src/adapters reads and validates them). */
  readonly recent: readonly string[];
}

/** What the key holder is given: the query as the machine has it now. */
export interface HoldKeysInput {
  readonly query: () => string;
}

export interface CommandPaletteContext {
  /** What is typed in the palette's field. */
  readonly query: string;
  readonly recent: readonly string[];
  /** The command being run. */
  readonly running: string | null;
}

export type CommandPaletteEvent =
  /** ⌘K / Ctrl+K or the top bar's button: open it, or close it when open. */
  | { type: 'palette.toggle' }
  | { type: 'palette.type'; query: string }
  /**
   * A key typed while the palette is open but its field does not have focus yet (its code
   * still loading, the dialog opening): a character, or Backspace. Kept, so nothing typed is lost.
   */
  | { type: 'palette.key'; key: string }
  /** A command chosen (Enter or a click): its id. */
  | { type: 'palette.run'; command: string }
  /** Escape, a click outside or the close button. */
  | { type: 'palette.close' };
