// Lint enforces the boundaries that matter: type-checked rules everywhere, web never imports server,
// voice providers import only their own interface and shared.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
    files: ['apps/server/src/voice/providers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/http/**', '**/db/**', '**/dashboard/**', '**/companion/**', '**/apps/web/**'] },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
