import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { SCROLL_DELAY_MS, isHomeSection, sectionScrollMachine } from '../../machines/section-scroll/index.ts';
import { inspect } from './coverage.ts';

function start(pathname: string, navigate: () => Promise<void> = async () => undefined) {
  const clock = new SimulatedClock();
  const scrolled = vi.fn<(section: string) => void>();
  const navigated = vi.fn(navigate);
  const actor = createActor(
    sectionScrollMachine.provide({
      actors: { navigateHome: fromPromise(() => navigated()) },
      actions: {
        scrollToSection: (_, params) => {
          scrolled(params.section);
        },
      },
    }),
    { clock, input: { pathname }, inspect },
  ).start();
  return { actor, clock, scrolled, navigated };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('section-scroll machine', () => {
  it('scrolls at once on the home page', () => {
    const { actor, scrolled, navigated } = start('/');
    actor.send({ type: 'section.go', section: 'solutions' });
    expect(scrolled).toHaveBeenCalledWith('solutions');
    expect(navigated).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.section).toBeNull();
  });

  it('navigates home first elsewhere, then scrolls 100 ms later', async () => {
    const { actor, clock, scrolled, navigated } = start('/banking');
    actor.send({ type: 'section.go', section: 'contact' });
    expect(actor.getSnapshot().value).toBe('navigating');
    expect(navigated).toHaveBeenCalledTimes(1);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(SCROLL_DELAY_MS - 1);
    expect(scrolled).not.toHaveBeenCalled();
    clock.increment(1);
    expect(scrolled).toHaveBeenCalledWith('contact');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('follows route changes to know where it is', () => {
    const { actor, scrolled } = start('/about-us');
    actor.send({ type: 'route.changed', pathname: '/' });
    actor.send({ type: 'section.go', section: 'how-it-works' });
    expect(scrolled).toHaveBeenCalledWith('how-it-works');
  });

  it('the latest request wins while navigating or waiting', async () => {
    const { actor, clock, scrolled } = start('/fintech');
    actor.send({ type: 'section.go', section: 'contact' });
    actor.send({ type: 'section.go', section: 'solutions' });
    await flush();
    actor.send({ type: 'section.go', section: 'how-it-works' });
    clock.increment(SCROLL_DELAY_MS);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith('how-it-works');
  });

  it('gives up quietly when navigation fails', async () => {
    const { actor, clock, scrolled } = start('/retail', () => Promise.reject(new Error('blocked')));
    actor.send({ type: 'section.go', section: 'contact' });
    await flush();
    clock.increment(SCROLL_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('knows its sections', () => {
    expect(isHomeSection('contact')).toBe(true);
    expect(isHomeSection('admin')).toBe(false);
    expect(isHomeSection(undefined)).toBe(false);
  });
});
