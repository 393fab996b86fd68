// Lint enforces the boundaries that matter: type-checked rules everywhere, web never imports server,
// voice providers import only their own interfaces, word knowledge (language/), errors/ and shared.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'scripts/**', '.ci/**', 'eslint.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@lc/server'] }],
    },
  },
  {
    // Bodies and answers have one definition, in packages/shared (issue 19): web and the routes import it.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/http/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name='z'][callee.property.name=/^(object|looseObject|strictObject)$/]",
          message:
            'Define REST and socket schemas in packages/shared/src/schemas/* and import them; z.object is not allowed in apps/web/src or http/routes.',
        },
      ],
    },
  },
  {
    // An allow-list: a provider may reach only provider code (its own folder, the stage and relay
    // interfaces, shared relay and testing code, all under voice/providers/), language/ and errors/ of
    // the server; @shared and npm packages are outside the zone. Paths are resolved, not pattern-matched.
    files: ['apps/server/src/voice/providers/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/voice/providers',
              from: './apps/server/src',
              except: ['./voice/providers', './language', './errors'],
              message: 'Voice providers import only voice/providers/, language/, errors/, @shared and npm packages.',
            },
            { target: './apps/server/src/voice/providers', from: './apps/web', message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
