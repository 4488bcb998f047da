import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom loads no pictures yet calls every one complete with no pixels, which is how a
// browser describes a broken picture. A picture that never loads is not complete.
Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
