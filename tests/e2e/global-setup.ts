import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startPortalServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    dataDir: string
    distDir: string
  }
}

/**
 * End-to-end tests run against a production build served by the real server (embedded
 * PGlite in a temporary folder), exactly as `npm start` serves it.
 */
export default async function setup(project: TestProject) {
  // Each run builds into its own folder, so concurrent runs (and `npm start`) never share one.
  // E2E_DIST_DIR reuses an existing build instead.
  const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : mkdtempSync(path.join(tmpdir(), 'portal-e2e-dist-'))
  if (!process.env.E2E_DIST_DIR) {
    // The test runner sets NODE_ENV=test, which would make a development build of React.
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (build.status !== 0) throw new Error('The production build failed')
  }
  const server = await startPortalServer(distDir, {
    // Submitted videos are never looked up on the real platforms from a browser test: they stay
    // "Checking the video…" (the checks are tested in the server suite, and the whole proof of use
    // in portal-proof-of-use.test.ts, on a server of its own with a fake platform).
    VIDEO_CHECK_INTERVAL_MS: '0',
    // The money-path tests withdraw what a video earned at once; the hold has its own test.
    PAYOUT_HOLD_HOURS: '0',
    // The support address a declined account is shown.
    SUPPORT_EMAIL: 'support@soundportal.test',
    // A test's own push service on loopback stands in for the browser's (portal-push.test.ts).
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    PUSH_INTERVAL_MS: '500',
  })
  const { baseURL, dataDir } = server
  project.provide('baseURL', baseURL)
  project.provide('dataDir', dataDir)
  project.provide('distDir', distDir)
  return async () => {
    await server.stop()
    if (!process.env.E2E_DIST_DIR) rmSync(distDir, { recursive: true, force: true })
  }
}
