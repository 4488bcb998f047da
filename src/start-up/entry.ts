// The first script of every page. A prerendered page is readable before any script runs, so
// the app's code is requested once the page has painted its content instead of competing
// with the HTML, CSS and font on a slow connection. The empty shell (console, unknown paths)
// shows nothing until the app runs, so it starts at once.
import '../styles.css';

/**
 * Fetches the app's start-up code (listed on #root by the build) in parallel, a few links per
 * task: the app evaluates it step by step (./main.ts), and without these each step would wait
 * for its own download.
 */
async function preloadStartUp(files: readonly string[]) {
  // Two per task: each link starts a fetch on the main thread, and a bigger batch is a task
  // long enough to hold up a tap on a slow phone.
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
 * (./steps.ts) pay for it on the main thread.
 */
function warmUpIntlOffThread(language: string) {
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage(language);
  } catch {
    // no worker: the main thread warms up later
  }
}

let started = false;
const start = () => {
  if (started) return;
  started = true;
  // First: the worker must be done before the app renders, and the preloads below would
  // otherwise take the connection its script needs.
  warmUpIntlOffThread(document.documentElement.lang);
  import('./main.ts').catch((error: unknown) => {
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
