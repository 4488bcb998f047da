import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// happy-dom loads no pictures yet calls every one complete with no pixels, which is how a
// browser describes a broken picture. A picture that never loads is not complete.
Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });

// The console fetches its command palette's code when idle (src/adapters/command-palette.live.ts;
// happy-dom has no requestIdleCallback, so 2 s after the console renders). In a test file that
// fetch started at a moment of the machine's choosing and could still be loading when the file's
// environment was torn down, which fails the run (EnvironmentTeardownError, CI 2026-12-08). Here
// the console is never idle: the palette's code loads when the palette is asked for, as the
// palette's tests do; the end-to-end suite covers the idle fetch.
Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: () => 0 });
Object.defineProperty(window, 'cancelIdleCallback', { configurable: true, value: () => undefined });

// findBy…/waitFor wait up to 5 s (not 1 s): on a busy machine (npm run test:busy) rendering a
// page can take seconds; a missing element still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
