import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// happy-dom loads no pictures yet calls every one complete with no pixels, which is how a
// browser describes a broken picture. A picture that never loads is not complete.
Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });

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
