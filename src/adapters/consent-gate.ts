import { CONSENT_STORAGE_KEY } from '../../machines/consent/consent-record.ts';

/**
 * The cookie banner is in every prerendered page, so a first-time visitor sees it with the
 * page's first paint. `<html data-consent>` says who may see that static copy:
 *   - `ask`: nothing stored yet, show it;
 *   - `stored`: a choice is stored, keep it hidden so a returning visitor never sees it flash;
 *   - `live`: the app has rendered, the consent machine decides (set after the first commit);
 *   - absent: no JavaScript, whose visitors get no optional cookies and could not answer.
 * The inline script below sets the first two before anything paints; it only asks whether a
 * value exists, so it cannot fail on whatever is stored (the app parses it properly).
 */
export const CONSENT_GATE_ATTRIBUTE = 'data-consent';

export const CONSENT_GATE_SCRIPT = `try{document.documentElement.setAttribute(${JSON.stringify(CONSENT_GATE_ATTRIBUTE)},localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})===null?"ask":"stored")}catch(e){document.documentElement.setAttribute(${JSON.stringify(CONSENT_GATE_ATTRIBUTE)},"ask")}`;

/** After the app's first commit the banner is React's to show or hide. */
export function openConsentGate() {
  document.documentElement.setAttribute(CONSENT_GATE_ATTRIBUTE, 'live');
}
