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
            // Small modules of ours that start-up shares with lazy pages: one chunk instead of
            // eight of 0.1-0.2 KB, each of which costs the start-up its own wrapper and request.
            // The number formatters ride along: most pages use them, and alone they would be a
            // chunk of their own on every such page.
            {
              name: 'shared',
              test: /(src[\\/]adapters[\\/]storage|src[\\/]i18n[\\/]languages|src[\\/]config[\\/](industry-keys|api-slugs|site|site-url)|src[\\/]app[\\/](route-helpers|head)|src[\\/]ui[\\/](return-focus|format[\\/]number)|machines[\\/]shared[\\/](stored-json|text)|machines[\\/]auth[\\/]auth-record|machines[\\/]consent[\\/]consent\.selectors)\.ts$/,
              priority: 5,
            },
            // Each icon would otherwise be a chunk of its own (68 of them, ~0.3 KB each).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
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
