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
    // (useSelector, useViewModel, useActorRef) from src/ui/app/actor-hooks.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/app/**', 'src/devtools/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@xstate/react', message: "Import the actor hooks from 'src/ui/app/actor-hooks.ts'." }],
          // The machine viewer is loaded by main.ts's dynamic import in development only.
          patterns: [{ group: ['**/devtools/**'], message: 'The product never imports the development tools.' }],
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
          // The machine viewer is loaded by main.ts's dynamic import in development only.
          patterns: [{ group: ['**/devtools/**'], message: 'The product never imports the development tools.' }],
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
      'no-restricted-syntax': [
        'error',
        noInnerHtml,
        {
          selector: "CallExpression[callee.property.name='provide']",
          message: "A flow's effects are provided in src/adapters/<flow>.live.ts; views use its live machine.",
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
