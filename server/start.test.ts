import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEnv } from './env'
import { openDatabase } from './start'

// With the wallet deployed apart (WALLET_URL), the marketplace's database holds none of the
// wallet's tables: a portal process cannot write a ledger row even by mistake.

const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

const tablesOf = async (env: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-start-'))
  dirs.push(dir)
  const database = await openDatabase(parseEnv({ DATA_DIR: dir, ...env }))
  try {
    const tables = (await database.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public'`)) as unknown as { rows: { name: string }[] }
    return tables.rows.map((r) => r.name)
  } finally {
    await database.close()
  }
}

describe('the database a server process opens', () => {
  it('has no wallet tables when the wallet is deployed apart, and the marketplace’s own', async () => {
    const tables = await tablesOf({ WALLET_URL: 'http://127.0.0.1:9/', WALLET_SERVICE_KEY: 'k'.repeat(32) })
    expect(tables.filter((t) => t.startsWith('wallet_'))).toEqual([])
    expect(tables).toEqual(expect.arrayContaining(['users', 'campaigns', 'money_outbox']))
  }, 60_000)
})
