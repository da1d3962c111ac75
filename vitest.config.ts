import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

const alias = {
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
}

// One runner, five suites: browser-free unit tests (fake-indexeddb), component tests (React
// screens in jsdom with Testing Library), server tests (PGlite, or PostgreSQL when DATABASE_URL
// is set), end-to-end tests in Chromium against a production build, and the visual sweep
// (screenshots of every demo page; `npm run test:visual`, not part of `npm test` or CI).
const e2eBrowser = {
  environment: 'node' as const,
  globalSetup: ['tests/e2e/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  fileParallelism: false,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.component.test.tsx'],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'component',
          include: ['src/**/*.component.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/component.ts'],
          globalSetup: ['tests/component/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/server-global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          ...e2eBrowser,
          // The browser tests spend most of their time waiting on pages, the worker and the
          // server, so two files at a time share one server and build without crowding the cores.
          fileParallelism: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.test.ts'],
          ...e2eBrowser,
        },
      },
    ],
  },
})
