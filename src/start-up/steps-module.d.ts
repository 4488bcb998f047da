// The module scripts/vite/start-up-steps-plugin.ts makes from the list in ./steps.ts.
declare module 'virtual:start-up-steps' {
  /** The steps that evaluate a module, in the list's order: each one's name and the import that evaluates it. */
  const loaders: readonly (readonly [name: import('./steps.ts').StartUpStepName, load: () => Promise<unknown>])[];
  export default loaders;
}
