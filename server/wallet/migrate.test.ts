import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixLedgerCurrency } from './currency'
import { migrateWallet } from './migrate'
import { createHarness, type Harness } from './test-harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const countOf = async (query: ReturnType<typeof sql>) => {
  const res = (await h.db.execute(query)) as unknown as { rows?: { n: string | number }[] } | { n: string | number }[]
  const rows = Array.isArray(res) ? res : (res.rows ?? [])
  return Number(rows[0]?.n)
}

describe('migrateWallet', () => {
  it('keeps its own history table and applies nothing twice, even when several processes start at once', async () => {
    const before = await countOf(sql`select count(*) as n from drizzle.__wallet_migrations`)
    // Every migration of the wallet's journal, once.
    const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] }
    expect(before).toBe(journal.entries.length)
    const wide = h.widePool(6)
    // On PostgreSQL, separate pools race for the advisory lock like separate server processes.
    await Promise.all([migrateWallet(h.db, h.database.kind), migrateWallet(wide?.db ?? h.db, h.database.kind), migrateWallet(wide?.db ?? h.db, h.database.kind)])
    expect(await countOf(sql`select count(*) as n from drizzle.__wallet_migrations`)).toBe(before)
    // The portal's own history is untouched by the wallet's.
    expect(await countOf(sql`select count(*) as n from drizzle.__drizzle_migrations where hash in (select hash from drizzle.__wallet_migrations)`)).toBe(0)
  })
})

describe('fixLedgerCurrency', () => {
  it('records the first currency and refuses a different one later', async () => {
    await fixLedgerCurrency(h.db, 'NGN')
    await fixLedgerCurrency(h.db, 'NGN')
    await expect(fixLedgerCurrency(h.db, 'USD')).rejects.toThrow(/kept in NGN/)
  })
})
