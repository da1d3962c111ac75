import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import type { ServerProcess } from './server-process'

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.once('error', reject)
  })

/**
 * The wallet service's own entry (server/wallet/main.ts) as its own process on `port`, on its
 * own database: PGlite under `dataDir`, or `env.DATABASE_URL`.
 */
export async function startWalletProcess(dataDir: string, port: number, env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/wallet/main.ts'], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WALLET_SETTLE_INTERVAL_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
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
  throw new Error(`The wallet did not start:\n${out}`)
}

/** SIGKILL, and resolves once the process is gone. */
export async function killHard(p: ServerProcess): Promise<void> {
  p.child.kill('SIGKILL')
  await p.exited
}
