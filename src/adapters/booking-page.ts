/**
 * Asks whether the booking page answers at all. An iframe fires `load` even when the browser
 * shows its own error page (blocked, offline, DNS failure), so the scheduling machine needs
 * this separate answer. `no-cors` gives an opaque response for any reachable page and rejects
 * only on a network failure; no cookies are sent.
 */
export async function checkBookingPage(url: string, signal: AbortSignal): Promise<void> {
  await fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
}
