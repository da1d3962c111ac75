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
/** The server tests that run twice: in process, and with the wallet deployed apart (server-apart). */
const walletApartFiles = [
  'server/routes/sounds/money-path.test.ts',
  'server/routes/sounds/races.test.ts',
  'server/routes/sounds/replays.test.ts',
  'server/routes/sounds/influencer.test.ts',
  'server/routes/approvals/clicks.test.ts',
  'server/routes/brand-requests/brand-requests.test.ts',
  'server/routes/wallet/withdraw-concurrency.test.ts',
  'server/routes/integrity-attacks.test.ts',
  'server/routes/approvals/payout-holds.test.ts',
  'server/routes/approvals/disputes.test.ts',
]

// A polled assertion passes as soon as it holds. On a busy machine a page, a worker or a replay
// can take more than the default second to show an answer, so a poll waits up to ten before it fails.
const patientPolls = { poll: { timeout: 10_000 } }

const e2eBrowser = {
  environment: 'node' as const,
  globalSetup: ['tests/e2e/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  fileParallelism: false,
  expect: patientPolls,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          expect: patientPolls,
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.component.test.tsx'],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
          // One module cache per worker, as for the server files (five times faster): no file
          // leaves anything behind that another reads (see tests/setup/unit.ts).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'component',
          include: ['src/**/*.component.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/component.ts'],
          // One page and module cache per worker (three times faster): the setup file cleans the
          // page, the storage and the app's database after every test (tests/setup/component.ts).
          isolate: false,
          globalSetup: ['tests/component/global-setup.ts'],
          expect: patientPolls,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          expect: patientPolls,
          include: ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          // Files share one module cache per worker: each starts its own app and database, and
          // nothing of a file's outlives it, so loading the server (and PGlite's WebAssembly) once
          // instead of per file halves the suite's time.
          isolate: false,
          globalSetup: ['tests/setup/server-global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The money path and its races again, with the wallet deployed apart: its own database
          // and app on loopback, reached over HTTP through the marketplace's outbox (test-app.ts).
          name: 'server-apart',
          expect: patientPolls,
          include: walletApartFiles,
          env: { TEST_WALLET: 'apart' },
          environment: 'node',
          isolate: false,
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
          // One file at a time per server: files share the demo accounts, and some assert exact
          // balances of the demo artist that another file's payments would change under them.
          // CI runs two halves at once (`--shard`), each with its own server and database.
          ...e2eBrowser,
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
