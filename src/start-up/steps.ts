/**
 * Start-up's steps, in the order they run (README.md beside this file). Each ends the task
 * before it, so the browser can handle a tap in between, and marks `start:<name>` for the
 * audit (scripts/audit/takeover-timing.ts): run as one task they would block input for over a
 * second on a slow phone, split they stay under Lighthouse's 50 ms at its 4x slowdown.
 *
 * A step with a `module` evaluates that module: a library, or a layer of the app, each
 * evaluating only what the steps before it did not. A library's step imports one `export` of
 * it, one the app uses anyway: through it the library's code runs in this step, not in a later
 * one that happens to touch it first. From this list the build makes each library step's
 * module, inside the library's own chunk so it costs no request, and the loader of every
 * step's module (scripts/vite/start-up-steps-plugin.ts); main.ts runs the steps with a module
 * through those loaders, in this order. A step without a module is work, marked where it runs
 * (main.ts, boot.ts); the end-to-end test of start-up checks the marks against this list.
 *
 * A module is named as an import would name it: a package, or a path from the repository's root.
 */
export const START_UP_STEPS = [
  { name: 'xstate', module: 'xstate', export: 'createActor' },
  { name: 'machines', module: 'src/adapters/app.live.ts' },
  // React and @xstate/react, not React DOM.
  { name: 'react', module: 'react', export: 'createElement' },
  { name: 'i18n', module: 'src/i18n/i18n.ts' },
  { name: 'router-code', module: '@tanstack/react-router', export: 'createRouter' },
  // Panda's css() runtime, before the framework code whose modules call it as they load.
  { name: 'styles', module: 'styled-system/css', export: 'css' },
  // The app's framework code and the route tree.
  { name: 'framework', module: 'src/start-up/boot.ts' },
  // boot.ts: the root actor, the app-wide actors, the texts, the router.
  { name: 'boot' },
  { name: 'app-actor' },
  { name: 'actors' },
  { name: 'texts' },
  { name: 'history' },
  { name: 'router' },
  { name: 'router-connect' },
  // main.ts: the first page's code and texts, so React never commits a fallback over it.
  { name: 'router-load' },
  // The React tree and React DOM's module body, the largest single piece (with error stacks off).
  { name: 'react-dom', module: 'src/start-up/render.tsx' },
  // ICU's locale and number data, where the entry's worker could not load them first.
  { name: 'intl-locale' },
  { name: 'intl-numbers' },
  // The first render: React adopts the page, and the page is taken over.
  { name: 'render' },
] as const satisfies readonly StartUpStep[];

export interface StartUpStep {
  readonly name: string;
  /** What the step evaluates: a package, or a file from the repository's root. */
  readonly module?: string;
  /** For a package: the one binding its step imports (one the app uses anyway, so no bytes are added). */
  readonly export?: string;
}

export type StartUpStepName = (typeof START_UP_STEPS)[number]['name'];
