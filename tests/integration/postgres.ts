import { execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

/** A PostgreSQL server several processes can share: its admin URL (new databases are made on it). */
export interface PostgresServer {
  adminUrl: string
  stop: () => void
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.once('error', reject)
  })

/**
 * The PostgreSQL of DATABASE_URL when set (CI's PostgreSQL run); else a throwaway cluster started
 * here on loopback from the installed server binaries (as the postgres user when running as root,
 * since initdb refuses root), stopped and removed by `stop`.
 */
export async function startPostgres(): Promise<PostgresServer> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: () => {} }
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
  if (!versions[0]) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/<version>/bin)')
  const bin = (tool: string) => path.join('/usr/lib/postgresql', versions[0]!, 'bin', tool)
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'))
  const asRoot = userInfo().uid === 0
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()))
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : bin(tool), asRoot ? ['-u', 'postgres', '--', bin(tool), ...args] : args, { stdio: 'pipe' })
  const port = await freePort()
  run('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres'])
  // -w: pg_ctl returns once the server accepts connections.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`
  run('pg_ctl', ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'pg.log'), '-w', '-o', options, 'start'])
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
