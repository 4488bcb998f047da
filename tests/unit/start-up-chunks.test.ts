import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../scripts/vite/app-chunks.ts';
import { pageRouteKeys, publicRouteChunks } from '../../scripts/vite/start-up-chunks.ts';

const route = (src: string, file: string) => ({ [src]: { file, src, isDynamicEntry: true } });
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, dynamicImports: ['src/start-up/main.ts'] },
  ...route('src/routes/__root.tsx?tsr-split=notFoundComponent', 'assets/root.js'),
  ...route('src/routes/$.tsx?tsr-split=component', 'assets/splat.js'),
  ...route('src/routes/_public/route.tsx?tsr-split=component', 'assets/public-layout.js'),
  ...route('src/routes/_public/index.tsx?tsr-split=component', 'assets/home.js'),
  ...route('src/routes/_public/$industry.tsx?tsr-split=component', 'assets/industry.js'),
  ...route('src/routes/_public/login.tsx?tsr-split=component', 'assets/login.js'),
  ...route('src/routes/admin/route.tsx?tsr-split=component', 'assets/admin-layout.js'),
  ...route('src/routes/admin/index.tsx?tsr-split=component', 'assets/dashboard.js'),
  ...route('src/features/contact/contact-form.tsx', 'assets/contact-form.js'),
};

describe('the public pages’ route chunks (start-up-chunks plugin)', () => {
  it('are the routes that render the table’s paths and the layouts around them', () => {
    expect(publicRouteChunks(manifest, ['/', '/banking', '/retail']).sort()).toEqual(
      ['assets/home.js', 'assets/industry.js', 'assets/public-layout.js', 'assets/root.js'].sort(),
    );
    expect(publicRouteChunks(manifest, ['/login']).sort()).toEqual(['assets/login.js', 'assets/public-layout.js', 'assets/root.js']);
  });

  it('fails for a public path no route renders', () => {
    expect(() => publicRouteChunks(manifest, ['/', '/banking/extra'])).toThrow('/banking/extra');
  });
});

describe('one page’s route chunks (what the prerender lists for the entry to fetch)', () => {
  it('are the page’s own route and its layouts, not the other pages’', () => {
    expect(pageRouteKeys(manifest, '/banking').sort()).toEqual(
      [
        'src/routes/_public/$industry.tsx?tsr-split=component',
        'src/routes/_public/route.tsx?tsr-split=component',
        'src/routes/__root.tsx?tsr-split=notFoundComponent',
      ].sort(),
    );
    expect(pageRouteKeys(manifest, '/')).toContain('src/routes/_public/index.tsx?tsr-split=component');
    expect(pageRouteKeys(manifest, '/')).not.toContain('src/routes/_public/$industry.tsx?tsr-split=component');
  });

  it('fails for a path no route renders', () => {
    expect(() => pageRouteKeys(manifest, '/banking/extra')).toThrow('/banking/extra');
  });
});
