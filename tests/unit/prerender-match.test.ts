import { describe, expect, it } from 'vitest';
import { matchesPrerender, type VisitorState } from '../../src/start-up/prerender-match.ts';

const firstVisit: VisitorState = {
  prerenderedFor: '/banking',
  pathname: '/banking',
  language: 'en',
  rememberedLogin: false,
};

describe('matchesPrerender', () => {
  it('hydrates a prerendered page in the language of its URL', () => {
    expect(matchesPrerender(firstVisit)).toBe(true);
    expect(matchesPrerender({ prerenderedFor: '/he/banking', pathname: '/he/banking', language: 'he', rememberedLogin: false })).toBe(true);
    expect(matchesPrerender({ prerenderedFor: '/es', pathname: '/es', language: 'es', rememberedLogin: false })).toBe(true);
  });

  it.each<[string, Partial<VisitorState>]>([
    ['another language than the URL names', { language: 'he' }],
    ['a page without prerendered markup', { prerenderedFor: undefined }],
    ['markup made for another path', { prerenderedFor: '/' }],
    ['markup made for another language of the page', { prerenderedFor: '/es/banking' }],
    ['the English sign-in page for a Hebrew visitor', { prerenderedFor: '/login', pathname: '/login', language: 'he' }],
    ['a remembered login on the sign-in page', { prerenderedFor: '/login', pathname: '/login', rememberedLogin: true }],
  ])('renders afresh for %s', (_, change) => {
    expect(matchesPrerender({ ...firstVisit, ...change })).toBe(false);
  });

  it('a remembered login elsewhere changes nothing', () => {
    expect(matchesPrerender({ ...firstVisit, rememberedLogin: true })).toBe(true);
  });
});
