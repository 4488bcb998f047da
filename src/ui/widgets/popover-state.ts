import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A controlled native popover (`<div popover>` opened by a `<button popovertarget>`): the
 * element shows the `open` its view renders, as Ark's dialog shows its `open` prop. The flow
 * stays with the machine that owns `open`; this only keeps the element in step with it, so it
 * is view wiring, a widget's behaviour, not a flow's effect. Before the app arrives the browser
 * opens and closes the popover by itself; at takeover one the visitor has already opened stays
 * open (`onAdopt`, the view's handler, tells the machine), and from then on the machine's
 * `open` is shown. The popover's own light dismiss (Escape, a click outside) reaches the
 * machine through its `toggle` event (see the view).
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
