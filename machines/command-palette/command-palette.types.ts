export interface CommandPaletteInput {
  /** The ids of the commands run lately, most recent first (src/adapters reads and validates them). */
  readonly recent: readonly string[];
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
  /** A command chosen (Enter or a click): its id. */
  | { type: 'palette.run'; command: string }
  /** Escape, a click outside or the close button. */
  | { type: 'palette.close' };
