// The first script of every page. A prerendered page is readable before any script runs, so
// the app's code is requested once the page has painted its content instead of competing
// with the HTML, CSS and font on a slow connection. The empty shell (console, unknown paths)
// shows nothing until the app runs, so it starts at once.
import './styles.css';

/**
 * Fetches the app's start-up code (listed on #root by the build) in parallel, a few links per
 * task: the app evaluates it step by step (src/main.tsx), and without these each step would
 * wait for its own download. One long task of links would block a tap, hence the batches.
 */
async function preloadStartUp(files: readonly string[]) {
  // Two per task: each link starts a fetch on the main thread, and under Lighthouse's 4x CPU
  // slowdown a batch of six measured 50-80 ms.
  for (let i = 0; i < files.length; i += 2) {
    for (const file of files.slice(i, i + 2)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = `/${file}`;
      document.head.append(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * Asks a worker to load ICU's data for the page's language while the main thread starts the
 * app (see intl-warm-up.worker.ts). Where a worker cannot run, the app's own warm-up steps
 * (src/main.tsx) pay for it on the main thread, as before.
 */
function warmUpIntlOffThread(language: string) {
  try {
    const worker = new Worker(new URL('./adapters/intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage(language);
  } catch {
    // no worker: the main thread warms up later
  }
}

let started = false;
const start = () => {
  if (started) return;
  started = true;
  // First, so the worker has done its work long before the app renders. Its one small request
  // costs a slow HTTP/1.1 connection a round trip (first paint to takeover on /es, real
  // throttled loads: 4.91 s with it first, 4.84 s last, where it was often not done in time).
  warmUpIntlOffThread(document.documentElement.lang);
  import('./main.tsx').catch((error: unknown) => {
    // The prerendered page stays usable as plain HTML; say why it did not come alive.
    console.error('The app could not start:', error);
  });
  void preloadStartUp(document.getElementById('root')?.dataset.startUp?.split(' ').filter(Boolean) ?? []);
};

if (document.getElementById('root')?.dataset.prerendered) {
  // The first contentful paint is the signal. The timer is the backstop for a tab that does
  // not paint (opened in the background) or a browser without paint timing.
  const backstop = setTimeout(start, 2000);
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      clearTimeout(backstop);
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing: the backstop starts the app
  }
} else {
  start();
}
