/// <reference types="vitest/config" />
import pandacss from '@pandacss/dev/postcss';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import { CHUNK_GROUPS } from './scripts/vite/chunk-groups.ts';
import { chunkModules } from './scripts/vite/chunk-modules-plugin.ts';
import { machineDescriptions } from './scripts/vite/machine-descriptions-plugin.ts';
import { cssScopes } from './scripts/vite/css-scopes-plugin.ts';
import { pageGate } from './scripts/vite/page-gate-plugin.ts';
import { startUpChunks } from './scripts/vite/start-up-chunks.ts';
import { startUpSteps } from './scripts/vite/start-up-steps-plugin.ts';
import { servePrerendered } from './scripts/vite/preview-server.ts';
import { siteService } from './server/vite-plugin.ts';
import { openApiDocuments } from './scripts/vite/openapi-plugin.ts';
import { apiEndpointPaths } from './scripts/vite/api-endpoint-paths-plugin.ts';
import { apiReferences } from './scripts/vite/api-reference-plugin.ts';

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
    machineDescriptions(),
    chunkModules(),
    cssScopes(),
    pageGate(),
    startUpSteps(),
    startUp.plugin,
    servePrerendered(),
    siteService(),
    openApiDocuments(),
    apiReferences(),
    apiEndpointPaths(),
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
          // scripts/vite/chunk-groups.ts says which modules go together, and why.
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    // Vitest's default, one worker fewer than the cores, is a single worker on a 2-core machine;
    // much of a unit test's time is spent waiting on the processes it starts (the service, curl,
    // python), so two workers finish the run in about two thirds of the time (309 s -> 199 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
      {
        extends: true,
        // Minutes long (a copy of the repository typechecks, tests and builds): not in
        // `npm run test:unit`, run once by CI with `npx vitest run --project slow`.
        test: { name: 'slow', environment: 'node', include: ['tests/slow/**/*.test.ts'], testTimeout: 900_000 },
      },
    ],
  },
});
