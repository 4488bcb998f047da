import { describe, expect, it } from 'vitest';
import { isUnlocalizedPath, localizedPath, splitLanguagePath } from '../../src/i18n/language-path.ts';

describe('language paths', () => {
  it.each([
    ['/', 'en', '/'],
    ['/banking', 'en', '/banking'],
    ['/es', 'es', '/'],
    ['/es/banking', 'es', '/banking'],
    ['/he/privacy-policy', 'he', '/privacy-policy'],
    ['/pt/about-us', 'pt', '/about-us'],
  ])('%s is %s %s', (browserPath, language, path) => {
    expect(splitLanguagePath(browserPath)).toEqual({ language, path });
  });

  it.each(['/login', '/admin', '/admin/users'])('%s has no language of its own', (path) => {
    expect(splitLanguagePath(path)).toEqual({ language: undefined, path });
    expect(isUnlocalizedPath(path)).toBe(true);
  });

  it.each(['/es/login', '/he/admin/users'])('%s keeps its prefix, so it is an unknown path', (path) => {
    expect(splitLanguagePath(path)).toEqual({ language: undefined, path });
  });

  it('an unknown prefix is an English path the router does not know', () => {
    expect(splitLanguagePath('/fr/banking')).toEqual({ language: 'en', path: '/fr/banking' });
    expect(splitLanguagePath('/espanol')).toEqual({ language: 'en', path: '/espanol' });
  });

  it('localizes public paths only, without trailing slashes, and never twice', () => {
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/banking', 'he')).toBe('/he/banking');
    expect(localizedPath('/banking', 'en')).toBe('/banking');
    expect(localizedPath('/login', 'pt')).toBe('/login');
    expect(localizedPath('/admin/users', 'he')).toBe('/admin/users');
    expect(localizedPath('/es/banking', 'he')).toBe('/es/banking');
    expect(localizedPath('/banking', 'fr')).toBe('/banking');
    expect(localizedPath('/banking', undefined)).toBe('/banking');
  });
});
