import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import boundaries from './scripts/eslint/boundaries.js'

export default tseslint.config(
  { ignores: ['dist', 'server/dist', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', '.data*', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The layers: kernel ← machines ← src, kernel ← server; no imports between features; site and
  // server folders import only folders on lower floors (boundaries.js CLIENT_FLOORS,
  // SERVER_FLOORS); no loop between the files of one folder.
  {
    files: ['kernel/**/*.ts', 'machines/**/*.ts', 'server/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  // One way to call the API: the clients of src/lib/api (built once in src/app.tsx, taken with
  // useApi or the router's context), each answer validated by the contract.
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'ofetch', message: 'Call the API through the clients of src/lib/api (useApi).' }] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through the clients of src/lib/api (useApi).' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the API through the clients of src/lib/api (useApi).' },
        { object: 'globalThis', property: 'fetch', message: 'Call the API through the clients of src/lib/api (useApi).' },
      ],
    },
  },
  { files: ['scripts/**/*.mjs', 'scripts/**/*.js'], languageOptions: { globals: globals.node } },
  // Plain scripts served as they are (public/boot.js): the browser's globals, no modules.
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  // Playwright fixtures call `use()`, which is not React's hook.
  { files: ['tests/browser/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
)
