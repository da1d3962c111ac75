import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    dataDir: string
    distDir: string
  }
}

/** The address the server printed once it was listening. */
async function listeningAddress(log: () => string, server: ChildProcess): Promise<string> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(log())
    if (match?.[1]) return match[1]
    if (server.exitCode !== null) throw new Error(`The server exited during start-up:\n${log()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`The server never said where it listens:\n${log()}`)
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited during start-up:\n${log()}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The server did not become healthy:\n${log()}`)
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'))
  let output = ''
  let stopping = false
  // Always the embedded database, even when the surrounding run targets PostgreSQL.
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  // Port 0: the server takes a free port itself and says which. (Picking a free port here and
  // passing it on races with other suites' servers, which may take it first.)
  // Node itself (not npx), so stopping it at the end really stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      NODE_ENV: 'production',
      // Every browser test signs the demo accounts in from this one address; the limits themselves
      // are tested in the server suite.
      LOGIN_LIMIT_PER_IP: '100000',
      LOGIN_LIMIT_PER_ACCOUNT: '100000',
      SIGNUP_LIMIT_PER_IP: '100000',
      UPLOAD_LIMIT_PER_IP: '100000',
      // Submitted videos are never looked up on the real platforms from a browser test: they stay
      // "Checking the video…" (the checks themselves are tested in the server suite).
      VIDEO_CHECK_INTERVAL_MS: '0',
      // A test's own push service on loopback stands in for the browser's (portal-push.test.ts).
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
      PUSH_INTERVAL_MS: '500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  server.on('exit', (code) => {
    if (!stopping) console.error(`The end-to-end server stopped unexpectedly (exit ${code}):\n${output.slice(-2000)}`)
  })
  const baseURL = await listeningAddress(() => output, server)
  await waitForHealth(baseURL, server, () => output)
  project.provide('baseURL', baseURL)
  project.provide('dataDir', dataDir)
  project.provide('distDir', distDir)
  return async () => {
    stopping = true
    const exited = new Promise((r) => server.once('exit', r))
    server.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
    if (server.exitCode === null) server.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    if (!process.env.E2E_DIST_DIR) rmSync(distDir, { recursive: true, force: true })
  }
}
