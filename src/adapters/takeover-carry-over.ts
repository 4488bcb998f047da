// What the visitor typed and where their focus was on the prerendered page, kept for the app
// (the whole hand-off: src/app/takeover.ts).

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** What was typed into the prerendered page's fields before the app took over, by field name. */
const typed = new Map<string, string>();

/**
 * Reads, before the app renders, every field the visitor has already typed into or ticked
 * (a box as "true" or "false"). React
 * adopts the markup but then shows the value its flow holds, so a form's flow starts from these
 * (`typedBeforeTakeover`) and nothing typed is lost.
 */
export function captureTypedFields(container: HTMLElement) {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) typed.set(field.name, String(field.checked));
    } else if (field.value !== field.defaultValue) typed.set(field.name, field.value);
  }
}

/**
 * The value typed into the prerendered field `name`. Kept until the visitor moves to another
 * page (`forgetTypedFields`): React may render the form more than once while adopting it.
 */
export const typedBeforeTakeover = (name: string): string | undefined => typed.get(name);

export const forgetTypedFields = () => typed.clear();

/**
 * A visitor may already have moved focus into the static page (tabbing quickly); when the live
 * page replaced that control, the returned function carries the focus over to its counterpart.
 * It also marks when the app took over (monitoring and the audit).
 */
export function rememberPrerenderFocus(container: HTMLElement): () => void {
  const before = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  // The control the visitor is in, followed until takeover: they may move on while React works.
  let focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const follow = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement) focused = event.target;
  };
  container.addEventListener('focusin', follow);
  return () => {
    container.removeEventListener('focusin', follow);
    // Only when rendering afresh took that control away. Adopting the markup keeps the focus
    // where it is; moving it again would pull the cursor out of the field the visitor is typing
    // in (their password would go on into the e-mail field, in plain sight).
    const lost = focused !== null && !focused.isConnected && (document.activeElement === null || document.activeElement === document.body);
    const index = lost && focused ? before.indexOf(focused) : -1;
    if (index >= 0) container.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus({ preventScroll: true });
    document.documentElement.dataset.ready = 'true';
    // For the audit's first-paint-to-takeover figure (scripts/audit/audit.ts); tests never wait on it.
    performance.mark('takeover');
  };
}
