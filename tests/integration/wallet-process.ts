import { createServer } from 'node:net'
import { startEntryProcess, type ServerProcess } from './server-process'

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
export function startWalletProcess(dataDir: string, port: number, env: Record<string, string>): Promise<ServerProcess> {
  return startEntryProcess('server/wallet/main.ts', 'wallet', { PORT: String(port), DATA_DIR: dataDir, WALLET_SETTLE_INTERVAL_MS: '0', ...env })
}

/** SIGKILL, and resolves once the process is gone. */
export async function killHard(p: ServerProcess): Promise<void> {
  p.child.kill('SIGKILL')
  await p.exited
}
