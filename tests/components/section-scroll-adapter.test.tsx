import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { scrollToSection } from '../../src/adapters/section-scroll.ts';

let section: HTMLElement;
let scrolls: ScrollIntoViewOptions[];
let matchMedia: MockInstance<typeof window.matchMedia>;

beforeEach(() => {
  document.body.innerHTML = '<section id="contact"><h2>Contact</h2></section>';
  section = document.getElementById('contact')!;
  scrolls = [];
  section.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => void scrolls.push(options as ScrollIntoViewOptions);
  // Motion allowed: the scroll is smooth.
  matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
});

afterEach(() => {
  // Ends any landing still waiting, so it cannot reach the next test.
  window.dispatchEvent(new Event('keydown'));
  vi.restoreAllMocks();
});

describe('scrollToSection (the adapter the section-scroll machine calls)', () => {
  it('scrolls smoothly to the section, focuses it, and lands on it again where it is once the scroll ends', () => {
    scrollToSection('contact');
    expect(scrolls).toEqual([{ behavior: 'smooth', block: 'start' }]);
    expect(document.activeElement).toBe(section);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toEqual([{ behavior: 'smooth', block: 'start' }, { block: 'start' }]);
    // Once: a later scroll of the visitor's is not pulled back.
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveLength(2);
  });

  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown']) {
    it(`does not pull back a visitor who scrolls on their own (${type}) before the smooth scroll ends`, () => {
      scrollToSection('contact');
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event('scrollend'));
      expect(scrolls).toEqual([{ behavior: 'smooth', block: 'start' }]);
    });
  }

  it('with reduced motion, jumps to the section once and waits for nothing', () => {
    matchMedia.mockReturnValue({ matches: true } as MediaQueryList);
    scrollToSection('contact');
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toEqual([{ behavior: 'auto', block: 'start' }]);
  });
});
