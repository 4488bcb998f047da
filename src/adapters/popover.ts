import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a native popover (`<div popover>` opened by a `<button popovertarget>`) in step with
 * the machine that owns it. Before the app arrives the browser opens and closes it by itself;
 * at takeover a popover the visitor has already opened stays open (`onAdopt` tells the
 * machine), and from then on the machine's `open` is shown. The popover's own light dismiss
 * (Escape, a click outside) reaches the machine through its `toggle` event (see the view).
 */
export function usePopoverState(
  panel: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  open: boolean,
  onAdopt: () => void,
) {
  const adopted = useRef(false);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || typeof element.showPopover !== 'function') return;
    const shown = element.matches(':popover-open');
    if (!adopted.current) {
      adopted.current = true;
      if (shown && !open) {
        onAdopt();
        return;
      }
    }
    // The header renders each menu twice (desktop bar, phone menu) from one machine state: only
    // the copy whose trigger is on screen opens.
    if (open && !shown && trigger.current?.checkVisibility() !== false) {
      // `source` anchors it to its trigger for CSS anchor positioning, as a click would.
      element.showPopover(trigger.current ? { source: trigger.current } : undefined);
    } else if (!open && shown) element.hidePopover();
  }, [panel, trigger, open, onAdopt]);
}
