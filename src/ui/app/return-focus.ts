/**
 * Where keyboard focus goes when a dialog closes: back to the control that opened it. When
 * that control has gone (the cookie banner closes once a choice is made, a deleted user's row
 * is removed), focus goes to `fallback` — by default the main content — instead of being
 * dropped on <body>. A view that owns its dialogs uses `useReturnFocus` (src/ui/widgets/dialog.tsx);
 * this module stays free of React, as every page's start-up loads it.
 */
export interface ReturnFocus {
  readonly remember: (element: HTMLElement | null) => void;
  /** For `Modal`'s `finalFocus`: read when the dialog closes, after React has removed a gone control. */
  readonly ref: { readonly current: HTMLElement | null };
}

const mainContent = {
  get current() {
    return document.getElementById('main');
  },
};

export function createReturnFocus(fallback: { readonly current: HTMLElement | null } = mainContent): ReturnFocus {
  let opener: HTMLElement | null = null;
  return {
    remember(element) {
      opener = element;
    },
    ref: {
      get current(): HTMLElement | null {
        return opener?.isConnected ? opener : fallback.current;
      },
    },
  };
}

/** Focus the main content without scrolling, e.g. after the control that had focus is removed. */
export function focusMain() {
  document.getElementById('main')?.focus({ preventScroll: true });
}

// The two app-wide dialogs are opened from more than one feature, so their openers are kept
// here rather than in the feature that owns the dialog.

/** The "choose categories" dialog is opened from the cookie banner or from the footer. */
export const consentDialogFocus = createReturnFocus();

/** Whichever "Book a meeting" button opened the scheduling modal gets focus back when it closes. */
export const schedulingFocus = createReturnFocus();
