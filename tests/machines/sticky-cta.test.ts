import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { connectStickyCta, STICKY_CTA_THRESHOLD, stickyCtaMachine, type ScrollPosition } from '../../machines/sticky-cta/index.ts';
import { inspect } from './coverage.ts';

/** A stand-in for the browser's scroll listener: the test decides what the page reports. */
function start() {
  const stopped = vi.fn();
  let report: ((position: ScrollPosition) => void) | undefined;
  const actor = createActor(
    stickyCtaMachine.provide({
      actors: {
        scrollPosition: fromCallback(({ sendBack }: { sendBack: (event: AnyEventObject) => void }) => {
          report = (position) => sendBack({ type: 'scroll.changed', ...position });
          return stopped;
        }),
      },
    }),
    { inspect },
  ).start();
  const scrollTo = (scrollY: number, viewportHeight = 800) => {
    if (!report) throw new Error('the scroll listener was not started');
    report({ scrollY, viewportHeight });
  };
  return { actor, scrollTo, stopped, visible: () => connectStickyCta(actor.getSnapshot()).visible };
}

describe('sticky-cta machine', () => {
  it('starts hidden and listens to the scroll position', () => {
    const { actor, visible } = start();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(visible()).toBe(false);
    expect(actor.getSnapshot().children.scrollPosition).toBeDefined();
  });

  it('uses half the window height as the threshold', () => {
    expect(STICKY_CTA_THRESHOLD).toBe(0.5);
  });

  it('stays hidden up to half the window height, and appears just past it', () => {
    const { scrollTo, visible } = start();
    scrollTo(0);
    expect(visible()).toBe(false);
    scrollTo(400); // exactly 50% of 800: not past it yet
    expect(visible()).toBe(false);
    scrollTo(401);
    expect(visible()).toBe(true);
  });

  it('stays visible while the visitor keeps scrolling down', () => {
    const { actor, scrollTo } = start();
    scrollTo(900);
    scrollTo(2400);
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('hides again once scrolled back to or above the threshold', () => {
    const { actor, scrollTo } = start();
    scrollTo(1200);
    expect(actor.getSnapshot().value).toBe('visible');
    scrollTo(401);
    expect(actor.getSnapshot().value).toBe('visible');
    scrollTo(400);
    expect(actor.getSnapshot().value).toBe('hidden');
    scrollTo(0);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('follows the window height: a resize moves the threshold', () => {
    const { actor, scrollTo } = start();
    scrollTo(500, 800); // past 400
    expect(actor.getSnapshot().value).toBe('visible');
    scrollTo(500, 1200); // the window grew: the threshold is now 600
    expect(actor.getSnapshot().value).toBe('hidden');
    scrollTo(500, 900); // 450
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('shows at once when the page opens already scrolled (e.g. after Back)', () => {
    const { actor, scrollTo } = start();
    scrollTo(3000, 700);
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('stops listening when it stops', () => {
    const { actor, stopped } = start();
    actor.stop();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('reaches every state and takes every transition', () => {
    const events = [
      { type: 'scroll.changed', scrollY: 0, viewportHeight: 800 },
      { type: 'scroll.changed', scrollY: 401, viewportHeight: 800 },
    ] as const;
    const paths = getShortestPaths(stickyCtaMachine, { events: [...events] });
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['hidden', 'visible']));

    // hidden → visible and visible → hidden, each by its guard.
    const { actor, scrollTo } = start();
    const seen = [actor.getSnapshot().value];
    actor.subscribe((snapshot) => seen.push(snapshot.value));
    scrollTo(401);
    scrollTo(0);
    expect(seen).toEqual(['hidden', 'visible', 'hidden']);
  });
});
