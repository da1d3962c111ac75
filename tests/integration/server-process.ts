import { spawn, type ChildProcess } from 'node:child_process'
import { TEST_VAPID_ENV } from '../../server/test/vapid-env'

/** The real server entry (server/index.ts) as its own process, on the embedded database in `dataDir`. */
export interface ServerProcess {
  url: string
  child: ChildProcess
  output: () => string
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>
}

/**
 * One of the project's entries (`script`) as its own process; resolves once it says where it
 * listens. `name` is used in the error when it does not start.
 */
export async function startEntryProcess(script: string, name: string, env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...inherited, HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
    if (match?.[1]) return { url: match[1], child, output: () => out, exited }
    if (child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`The ${name} did not start:\n${out}`)
}

/** `env` adds to or replaces the settings (a DATABASE_URL there moves it to PostgreSQL). */
export function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  // No video is ever looked up on a real platform from a test: the checking job is off unless a test turns it on.
  // The VAPID keys are required on PostgreSQL; given always, so every process of a test shares them.
  return startEntryProcess('server/index.ts', 'server', { PORT: '0', DATA_DIR: dataDir, DIST_DIR: dataDir, MARKET_JOBS_INTERVAL_MS: '0', VIDEO_CHECK_INTERVAL_MS: '0', ...TEST_VAPID_ENV, ...env })
}
