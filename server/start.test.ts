import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'
import { openDatabase } from './start'
import { emptyPgliteCluster } from './test/test-database'
import * as walletSchema from './wallet/schema'

// With the wallet deployed apart (WALLET_URL), the marketplace's database holds none of the
// wallet's tables: a portal process cannot write a ledger row even by mistake. The process's
// database is PGlite in memory here, started from a new cluster with nothing migrated: which
// migrations run is decided the same way wherever the cluster lives.

const WALLET_TABLES: string[] = Object.values(walletSchema)
  .filter((t) => is(t, PgTable))
  .map((t) => getTableName(t))

describe('the database a server process opens', () => {
  it('has no wallet tables when the wallet is deployed apart, and the marketplace’s own', async () => {
    expect(WALLET_TABLES).toEqual(expect.arrayContaining(['wallet_accounts', 'wallet_entries']))
    const env = parseEnv({ WALLET_URL: 'http://127.0.0.1:9/', WALLET_SERVICE_KEY: 'k'.repeat(32) })
    const database = await openDatabase(env, { dataDir: null, from: emptyPgliteCluster() })
    try {
      const result = (await database.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public'`)) as unknown as { rows: { name: string }[] }
      const tables = result.rows.map((r) => r.name)
      expect(tables.filter((t) => WALLET_TABLES.includes(t) || t.startsWith('wallet_'))).toEqual([])
      expect(tables).toEqual(expect.arrayContaining(['users', 'campaigns', 'money_outbox']))
    } finally {
      await database.close()
    }
  }, 60_000)
})
