/// <reference types="vitest/config" />
import pandacss from '@pandacss/dev/postcss';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/chunk-modules-plugin.ts';
import { cssScopes } from './scripts/css-scopes-plugin.ts';
import { pageGate } from './scripts/page-gate-plugin.ts';
import { startUpChunks } from './scripts/start-up-chunks.ts';
import { servePrerendered } from './scripts/preview-server.ts';
import { siteService } from './server/vite-plugin.ts';
import { openApiDocuments } from './scripts/openapi-plugin.ts';
import { apiReferences } from './scripts/api-reference-plugin.ts';

const startUp = startUpChunks();

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // The router plugin must run before React's so it can split route files.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    chunkModules(),
    cssScopes(),
    pageGate(),
    startUp.plugin,
    servePrerendered(),
    siteService(),
    openApiDocuments(),
    apiReferences(),
  ],
  resolve: {
    alias: { 'styled-system': root('./styled-system') },
  },
  css: { postcss: { plugins: [pandacss()] } },
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: {
      // Every browser the site supports preloads modules itself; the polyfill would only add
      // bytes to the first script.
      polyfill: false,
      // Before a dynamic import, Vite's helper adds a <link rel=modulepreload> for each chunk it
      // needs, so a page's chunks arrive together instead of one level of imports at a time.
      // Chunks loaded at start-up are left out: linking them again is only main-thread work.
      resolveDependencies: startUp.preloadDependencies,
    },
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page starts with, one file each rather than dozens of shared
            // fragments the browser has to discover one by one, and not one file for all: the
            // app evaluates them in separate start-up steps (src/main.tsx).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|use-isomorphic-layout-effect|@xstate[\\/]react)[\\/]|src[\\/]app[\\/]start-up[\\/]react\.ts$/,
              priority: 20,
            },
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/]|src[\\/]app[\\/]start-up[\\/]router\.ts$/, priority: 20 },
            { name: 'i18n', test: /node_modules[\\/](i18next[^/\\]*|react-i18next)[\\/]/, priority: 20 },
            // xstate alone: with @xstate/react in it, evaluating the machines would evaluate React too.
            { name: 'xstate', test: /node_modules[\\/]xstate[\\/]|src[\\/]app[\\/]start-up[\\/]xstate\.ts$/, priority: 30 },
            // Small modules that start-up shares with lazy pages: one chunk instead of a dozen
            // of 0.1-0.8 KB, each of which costs the start-up its own wrapper and request (on a
            // phone's HTTP/1.1 connection, six requests at a time, each wave a round trip).
            {
              name: 'shared',
              test: /(src[\\/]adapters[\\/]storage|src[\\/]i18n[\\/]languages|src[\\/]config[\\/](industry-keys|api-slugs|site|site-url)|src[\\/]app[\\/](route-helpers|head)|src[\\/]ui[\\/](return-focus|hydration|actors-context)|machines[\\/]shared[\\/](stored-json|text)|machines[\\/]auth[\\/]auth-record|machines[\\/]consent[\\/]consent\.selectors)\.ts$|rolldown[\\/]runtime|@ark-ui[\\/]react[\\/]dist[\\/](utils[\\/]create-context|providers[\\/]locale[\\/]use-locale-context)\.js$|@zag-js[\\/]utils[\\/]dist[\\/]guard\.mjs$/,
              priority: 5,
            },
            // The texts every page loads before it renders (the root route's and common): one
            // file per language instead of three.
            {
              name: (id) => /locales[\\/](\w+)[\\/](?:common|consent|scheduling)\.json$/.exec(id)?.[1]?.replace(/^/, 'texts-') ?? null,
              test: /locales[\\/]\w+[\\/](common|consent|scheduling)\.json$/,
              priority: 5,
            },
            // The view pieces every public page's live parts share (the header's and footer's,
            // the sticky call-to-action's, the contact section's): two files, not twelve of
            // 0.1-0.5 KB. These the console shares too...
            {
              name: 'public',
              test: /src[\\/]ui[\\/](skip-link|logo|waiting-button|actor-hooks|visually-hidden)\.tsx?$|styled-system[\\/]recipes[\\/](card|input)\.mjs$|machines[\\/](nav[\\/]nav\.selectors|toast[\\/]toast\.presets)\.ts$/,
              // Only these: what they import stays where start-up already has it.
              includeDependenciesRecursively: false,
              priority: 5,
            },
            // ...and these it never shows.
            {
              name: 'public-page',
              test: /src[\\/]ui[\\/](static|section-link|book-meeting-button)\.tsx$/,
              includeDependenciesRecursively: false,
              priority: 5,
            },
            // Panda's css() runtime and recipe helper, which every page starts with: one file,
            // however the pages that share it are split.
            {
              name: 'css',
              test: /styled-system[\\/](helpers\.mjs|css[\\/]|recipes[\\/]create-recipe\.mjs)|src[\\/]app[\\/]start-up[\\/]css\.ts$/,
              priority: 10,
            },
            // Each icon would otherwise be a chunk of its own (68 of them, ~0.3 KB each). Two files:
            // the icons of the public pages' live parts (header, footer, orbit, contact section,
            // Book a meeting), which a page loads before the app takes over, and all the others
            // (static content, dialogs, the console), which load with what shows them.
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-up-right|calendar-days|check|chevron-down|globe|headset|mail|menu|pause|phone|play|plug|shield-check|x)\.mjs$/,
              priority: 11,
            },
            { name: 'icons-more', test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          setupFiles: ['tests/machines/coverage-setup.ts'],
        },
      },
      {
        extends: true,
        // The built pages as plain HTML (needs `npm run build` first; skipped without dist/).
        test: { name: 'static', environment: 'node', include: ['tests/static/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          // Rendering the whole app in happy-dom takes seconds on a busy machine (npm run
          // test:busy); a test cut off mid-way keeps running into the next one.
          testTimeout: 30_000,
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
        },
      },
    ],
  },
});
