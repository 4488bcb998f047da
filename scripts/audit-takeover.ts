// First contentful paint to takeover, per page, as a phone visitor on Lighthouse's mobile
// profile meets it. Lighthouse's own figures are simulated from one unthrottled load, and a
// simulation cannot say when the app takes over; this loads the page for real with the same
// throttling applied through the DevTools protocol and reads the two marks the page records.
import type { BrowserContext } from 'playwright-core';
import { throttling } from 'lighthouse/core/config/constants.js';

// What Lighthouse itself applies when it throttles a real load to stand for its simulated
// mobile profile (150 ms RTT, 1.6 Mbps, 4× CPU): request latency and throughput scaled for
// the protocol's per-request emulation ("devtools" throttling).
const PROFILE = throttling.mobileSlow4G;
const KBPS_TO_BYTES_PER_S = 1024 / 8;
/** Lighthouse's mobile screen (its `screenEmulationMetrics.mobile`, whose types do not resolve here). */
export const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

export interface TakeoverTiming {
  fcpMs: number;
  takeoverMs: number;
}

/** Loads `url` in a fresh tab with a cold cache and no stored data; returns both marks. */
export async function measureTakeover(context: BrowserContext, url: string): Promise<TakeoverTiming> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const origin = new URL(url).origin;
    // A first-time visitor, as Lighthouse's runs are: no cache, no consent, no language stored.
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Emulation.setDeviceMetricsOverride', { ...PHONE_SCREEN, mobile: true });
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdownMultiplier });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.requestLatencyMs,
      downloadThroughput: PROFILE.downloadThroughputKbps * KBPS_TO_BYTES_PER_S,
      uploadThroughput: PROFILE.uploadThroughputKbps * KBPS_TO_BYTES_PER_S,
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => performance.getEntriesByName('takeover', 'mark').length > 0, undefined, {
      timeout: 60_000,
    });
    const marks = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime ?? Number.NaN,
      takeover: performance.getEntriesByName('takeover', 'mark')[0]?.startTime ?? Number.NaN,
    }));
    return { fcpMs: marks.fcp, takeoverMs: marks.takeover };
  } finally {
    await page.close();
  }
}
