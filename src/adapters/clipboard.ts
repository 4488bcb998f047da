/**
 * Writes text to the clipboard. The async Clipboard API needs a secure context and the page's
 * focus; where it is missing or refuses, a hidden textarea and execCommand('copy') still work
 * in most browsers. Rejects when neither does, so the caller can say so.
 */
export async function copyText(value: string): Promise<void> {
  try {
    // Typed as always present, but missing outside secure contexts.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (typeof navigator !== 'undefined' && navigator.clipboard !== undefined) {
      await navigator.clipboard.writeText(value);
      return;
    }
  } catch {
    // Fall through to the legacy path.
  }
  if (!legacyCopy(value)) throw new Error('The browser did not allow copying to the clipboard.');
}

function legacyCopy(value: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(area);
  area.select();
  try {
    // Deprecated but still the only fallback without the Clipboard API.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}
