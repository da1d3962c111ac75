import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// The portal server as the end-to-end tests run it: the production build served by the real
// server on embedded PGlite in a temporary folder, exactly as `npm start` serves it. The global
// setup starts the one most tests share; a test that needs other settings starts its own.

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

export interface PortalServer {
  baseURL: string
  dataDir: string
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>
}

/** Settings every test server takes: the demo accounts sign in from this one address, often. */
const TEST_SETTINGS = { LOGIN_LIMIT_PER_IP: '100000', LOGIN_LIMIT_PER_ACCOUNT: '100000', SIGNUP_LIMIT_PER_IP: '100000', UPLOAD_LIMIT_PER_IP: '100000' }

/** Starts a server on a free port over `distDir`, with `env` on top of the test settings. */
export async function startPortalServer(distDir: string, env: Record<string, string> = {}): Promise<PortalServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'))
  let output = ''
  let stopping = false
  // Always the embedded database, even when the surrounding run targets PostgreSQL.
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  // Port 0: the server takes a free port itself and says which. (Picking a free port here and
  // passing it on races with other suites' servers, which may take it first.)
  // Node itself (not npx), so stopping it at the end really stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'production', ...TEST_SETTINGS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  server.on('exit', (code) => {
    if (!stopping) console.error(`The end-to-end server stopped unexpectedly (exit ${code}):\n${output.slice(-2000)}`)
  })
  const baseURL = await listeningAddress(() => output, server)
  await waitForHealth(baseURL, server, () => output)
  return {
    baseURL,
    dataDir,
    async stop() {
      stopping = true
      const exited = new Promise((r) => server.once('exit', r))
      server.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      if (server.exitCode === null) server.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
