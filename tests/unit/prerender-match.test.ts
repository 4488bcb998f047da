import { describe, expect, it } from 'vitest';
import { matchesPrerender, type VisitorState } from '../../src/app/prerender-match.ts';

const firstVisit: VisitorState = {
  prerenderedFor: '/banking',
  pathname: '/banking',
  language: 'en',
  signedIn: false,
  rememberedLogin: false,
  consentAsked: true,
};

describe('matchesPrerender', () => {
  it('hydrates an English, signed-out first visit to a prerendered page', () => {
    expect(matchesPrerender(firstVisit)).toBe(true);
  });

  it.each<[string, Partial<VisitorState>]>([
    ['another language', { language: 'he' }],
    ['the admin signed in', { signedIn: true }],
    ['a visitor who has already answered the cookie banner', { consentAsked: false }],
    ['a page without prerendered markup', { prerenderedFor: undefined }],
    ['markup made for another path', { prerenderedFor: '/' }],
    ['a remembered login on the sign-in page', { prerenderedFor: '/login', pathname: '/login', rememberedLogin: true }],
  ])('renders afresh for %s', (_, change) => {
    expect(matchesPrerender({ ...firstVisit, ...change })).toBe(false);
  });

  it('a remembered login elsewhere changes nothing', () => {
    expect(matchesPrerender({ ...firstVisit, rememberedLogin: true })).toBe(true);
  });
});
