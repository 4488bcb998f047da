import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateAndRender, RENDER_WAIT_MS } from '../../src/adapters/navigate-rendered.ts';

/** A router whose navigate() resolves at once and that renders when the test says so. */
function fakeRouter() {
  type Listener = (event: { toLocation: { pathname: string } }) => void;
  const listeners = new Set<Listener>();
  const router = {
    navigate: vi.fn(async () => undefined),
    subscribe: vi.fn((_event: string, listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
  const render = (pathname = '/') => {
    for (const listener of [...listeners]) listener({ toLocation: { pathname } });
  };
  return { router: router as unknown as Parameters<typeof navigateAndRender>[0], render, listeners };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  // Enough turns of the microtask queue for navigate() and the race to settle.
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('navigateAndRender (a section link from another page)', () => {
  it('waits past navigate() for the render of the new page, then stops listening', async () => {
    const { router, render, listeners } = fakeRouter();
    const going = navigateAndRender(router, '/');
    expect(router.navigate).toHaveBeenCalledWith({ to: '/' });
    // navigate() has resolved, but the page has not rendered: the router would still reset the scroll.
    expect(await settled(going)).toBe(false);
    render();
    expect(await settled(going)).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('does not take the render of the page being left (the app taking it over) for the new page’s', async () => {
    const { router, render } = fakeRouter();
    const going = navigateAndRender(router, '/');
    render('/banking');
    expect(await settled(going)).toBe(false);
    render('/he');
    expect(await settled(going)).toBe(true);
  });

  it('goes on after RENDER_WAIT_MS should the render never be reported', async () => {
    vi.useFakeTimers();
    const { router, listeners } = fakeRouter();
    const going = navigateAndRender(router, '/');
    expect(await settled(going)).toBe(false);
    await vi.advanceTimersByTimeAsync(RENDER_WAIT_MS - 1);
    expect(await settled(going)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(going)).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
