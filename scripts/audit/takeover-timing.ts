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
  steps: StartUpStep[];
  /** Main-thread blocking of this real load, counted as Lighthouse counts TBT. */
  blocking: Blocking;
}

/**
 * Lighthouse's TBT is simulated: every task of an unthrottled load, times four. On a busy
 * machine a 10 ms task there stretches to 15 and counts. These figures come from the tasks of
 * a load that really ran at 4× CPU: the part of each task beyond 50 ms, from first
 * contentful paint until shortly after takeover, and the longest task in that time.
 */
export interface Blocking {
  totalMs: number;
  longestTaskMs: number;
}

// Takeover is followed by the commit's effects and the router's idle work: part of the load.
const SETTLE_MS = 1000;
const LONG_TASK_MS = 50;

/**
 * One start-up step (src/start-up/main.ts marks each `start:<step>`): from its mark to the next, the
 * main thread's work in that time (every task, from a performance trace) and its longest task.
 * The steps exist so that no task passes Lighthouse's 50 ms: a step whose work, added to its
 * neighbour's, would stay under 50 ms is a split that buys nothing.
 */
export interface StartUpStep {
  step: string;
  elapsedMs: number;
  workMs: number;
  longestTaskMs: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** The page's marks and the tasks of its renderer's main thread, from a trace. */
function mainThread(events: readonly TraceEvent[], takeoverName = 'takeover') {
  const marks = events
    .filter((event) => event.cat.includes('blink.user_timing') && (event.name.startsWith('start:') || event.name === takeoverName))
    .sort((a, b) => a.ts - b.ts);
  const first = marks[0];
  if (!first) return undefined;
  const main = events.find(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === first.pid,
  );
  const tasks = events.filter(
    (event) =>
      // Chromium's name for a top-level task (older versions called it RunTask).
      (event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask') &&
      event.ph === 'X' &&
      event.pid === first.pid &&
      (!main || event.tid === main.tid),
  );
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === first.pid);
  const takeover = marks.find((mark) => mark.name === takeoverName)?.ts ?? Number.POSITIVE_INFINITY;
  // The entry starts the first step at first paint: its mark stands in if the trace lacks FCP.
  return { marks, tasks, fcp: fcp?.ts ?? first.ts, takeover };
}

function blocking(events: readonly TraceEvent[]): Blocking {
  const thread = mainThread(events);
  if (!thread) return { totalMs: Number.NaN, longestTaskMs: Number.NaN };
  const until = thread.takeover + SETTLE_MS * 1000;
  const durations = thread.tasks.filter((task) => task.ts >= thread.fcp && task.ts < until).map((task) => (task.dur ?? 0) / 1000);
  return {
    totalMs: durations.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
    longestTaskMs: Math.max(0, ...durations),
  };
}

/** Work per step from a trace: the marks and the renderer main thread's tasks. */
function attribute(events: readonly TraceEvent[]): StartUpStep[] {
  const thread = mainThread(events);
  if (!thread) return [];
  const { marks, tasks, takeover: end } = thread;
  const steps = marks.filter((mark) => mark.name.startsWith('start:'));
  return steps.map((mark, index) => {
    const until = steps[index + 1]?.ts ?? end;
    const inStep = tasks.filter((task) => task.ts >= mark.ts && task.ts < until).map((task) => (task.dur ?? 0) / 1000);
    return {
      step: mark.name.replace(/^start:/, ''),
      elapsedMs: (until - mark.ts) / 1000,
      workMs: inStep.reduce((sum, duration) => sum + duration, 0),
      longestTaskMs: Math.max(0, ...inStep),
    };
  });
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
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: 'toplevel,devtools.timeline,blink.user_timing,__metadata',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Told by the page rather than polled: waitForFunction checks on every animation frame,
    // main-thread work at 4× CPU in the middle of what is being measured.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          setTimeout(() => reject(new Error('the app did not take over within 60 s')), 60_000);
          if (performance.getEntriesByName('takeover', 'mark').length > 0) resolve();
          else
            new PerformanceObserver((list) => {
              if (list.getEntriesByName('takeover').length > 0) resolve();
            }).observe({ type: 'mark' });
        }),
    );
    await page.waitForTimeout(SETTLE_MS);
    const marks = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime ?? Number.NaN,
      takeover: performance.getEntriesByName('takeover', 'mark')[0]?.startTime ?? Number.NaN,
    }));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return { fcpMs: marks.fcp, takeoverMs: marks.takeover, steps: attribute(events), blocking: blocking(events) };
  } finally {
    await page.close();
  }
}
