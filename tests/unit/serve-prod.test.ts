import { describe, expect, it } from 'vitest';
import { browsersRefusePort } from '../../scripts/serve/serve-prod.ts';

describe('serve:prod and the audit refuse a port no browser would load', () => {
  it('tells the Fetch standard’s bad ports from ordinary ones', async () => {
    // 4190 (ManageSieve) and 6000 (X11) are on the list; a server there shows Chromium's ERR_UNSAFE_PORT.
    expect(await browsersRefusePort(4190)).toBe(true);
    expect(await browsersRefusePort(6000)).toBe(true);
    expect(await browsersRefusePort(4188)).toBe(false);
    expect(await browsersRefusePort(8080)).toBe(false);
  });
});
