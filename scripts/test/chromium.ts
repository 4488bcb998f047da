/**
 * How every tool here starts Chromium: Debian's build (Playwright's own download is not
 * available on our machines), without the sandbox, GPU or any background traffic to other
 * hosts. The e2e suites and the Lighthouse audit share it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
