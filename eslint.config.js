// @ts-check
import js from '@eslint/js';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'User and locale text is never rendered as HTML.',
};
const noProvide = {
  selector: "CallExpression[callee.property.name='provide']",
  message: "A flow's effects are provided in src/adapters/<flow>.live.ts; views use its live machine.",
};
const xstateReact = { name: '@xstate/react', message: "Import the actor hooks from 'src/ui/app/actor-hooks.ts'." };
// The machine viewer is loaded by main.tsx's dynamic import in development only.
const noDevtools = { group: ['**/devtools/**'], message: 'The product never imports the development tools.' };

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.prerender',
      'styled-system',
      'src/routeTree.gen.ts',
      'node_modules',
      '.scratch',
      'test-results',
      'playwright-report',
      '.audit',
      '.coverage',
      '.data',
      '.tanstack',
      '.nginx-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // xstate's setup() placeholders are async functions with nothing to await.
      '@typescript-eslint/require-await': 'off',
      // fromPromise<void> is how an actor says "done, nothing to report".
      '@typescript-eslint/no-invalid-void-type': 'off',
      // TanStack Router's redirect() is thrown by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }], allowThrowingUnknown: false },
      ],
      'no-restricted-syntax': ['error', noInnerHtml],
    },
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  ...pluginRouter.configs['flat/recommended'],
  {
    // Machines are pure statecharts: effects arrive through .provide() from src/adapters.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'Machines do not know about React.' },
            { group: ['**/src/**', 'styled-system/*', '@ark-ui/*'], message: 'Machines do not import views, styles or widgets.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'location'].map((name) => ({
          name,
          message: 'Machines get browser effects from src/adapters through .provide().',
        })),
      ],
    },
  },
  {
    // @xstate/react lives in src/ui/app/ only: features and the rest of src take their hooks
    // (useActorRef) from src/ui/app/actor-hooks.ts and useConnect from src/ui/app/use-connect.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/app/**', 'src/devtools/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [xstateReact],
          patterns: [noDevtools],
        },
      ],
    },
  },
  {
    // Inside src/ui/app/ (flat config: this block's list replaces the one above, so the
    // development-tools pattern is repeated here).
    files: ['src/ui/app/**/*.{ts,tsx}'],
    ignores: ['src/ui/app/actor-hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Through src/ui/app/actor-hooks.ts a view's actor reports to the development inspector.
          paths: [{ name: '@xstate/react', importNames: ['useActorRef'], message: "Import useActorRef from 'src/ui/app/actor-hooks.ts'." }],
          patterns: [noDevtools],
        },
      ],
    },
  },
  {
    // Outside src/ (and in the development tools) @xstate/react is not imported either: a
    // test renders the views, which take their hooks from src/ui/app/actor-hooks.ts.
    files: ['src/devtools/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts', 'server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@xstate/react', message: "Import the actor hooks from 'src/ui/app/actor-hooks.ts'." }] },
      ],
    },
  },
  {
    // One wiring place per flow: a live machine is made in src/adapters/<flow>.live.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/adapters/**', 'src/devtools/**'],
    rules: {
      'no-restricted-syntax': ['error', noInnerHtml, noProvide],
    },
  },
  {
    // Views only read: a view (src/features, src/ui but its app/ hooks) reads each flow through
    // its connect with useConnect (src/ui/app/use-connect.ts) and calls the handlers it gives;
    // it sends no event itself, subscribes to no raw selector, and reads no storage and runs no
    // clipboard write (those belong to the flow's live machine, src/adapters/<flow>.live.ts).
    files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [xstateReact],
          patterns: [
            noDevtools,
            {
              group: ['**/app/actor-hooks.ts'],
              importNames: ['useSelector', 'useViewModel'],
              message: "A view reads its flow through useConnect and the flow's connect (machines/<flow>/<flow>.connect.ts).",
            },
            {
              group: ['**/adapters/storage.ts', '**/adapters/clipboard.ts'],
              message: "Storage and the clipboard are a flow's effects: its live machine (src/adapters/<flow>.live.ts) runs them.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        noInnerHtml,
        noProvide,
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='send']",
          message: "A view sends no event itself: it calls the handler its flow's connect gives (view.close()).",
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.ts', 'server/**/*.ts', '*.config.ts', 'eslint.config.js'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // No source file over 300 lines (generated files, tests and locale JSON aside): split it
    // along a real seam.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'scripts/**/*.ts', 'server/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // dependency-cruiser reads a CommonJS config; it is not part of the TypeScript project.
    files: ['.dependency-cruiser.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { sourceType: 'commonjs', parserOptions: { projectService: false } },
  },
);
