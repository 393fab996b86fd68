import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const sharedSrc = fileURLToPath(new URL('./packages/shared/src', import.meta.url));
const alias = [
  { find: /^@shared$/, replacement: `${sharedSrc}/index.ts` },
  { find: /^@shared\/(.*)$/, replacement: `${sharedSrc}/$1` },
];

// Browser tests drive Chromium against a live server and need the machine's CPU to themselves:
// they run as a second group, after every unit and integration test has finished.
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['tests/support/prerequisites.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit-and-integration',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
