/**
 * Remembers the control that opened a dialog, so closing it puts keyboard focus back there.
 * When that control has gone (the banner closes once a choice is made), focus goes to the
 * main content instead of being dropped on <body>.
 */
export function createReturnFocus() {
  let opener: HTMLElement | null = null;
  return {
    remember(element: HTMLElement) {
      opener = element;
    },
    /** For `Modal`'s `finalFocus`: read when the dialog closes. */
    ref: {
      get current(): HTMLElement | null {
        return opener?.isConnected ? opener : document.getElementById('main');
      },
    },
  };
}

/** Focus the main content without scrolling, e.g. after the control that had focus is removed. */
export function focusMain() {
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** The "choose categories" dialog is opened from the banner or from the footer. */
export const consentDialogFocus = createReturnFocus();
