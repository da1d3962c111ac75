import { describe, expect, it } from 'vitest'
import { openAppDB } from '../../src/db/db'
import { demoTableNames } from '../../src/db/demo-schema'
import { DEMO_SEED_VERSION } from '../../seed/demo/version'
import { ensureDemoSeed, fetchSeedLoader, resetDemoData, SEED_VERSION_KEY } from './seeding'
import { call, seedLoader, TEST_NOW, uniqueDbName } from './test-support'

const now = () => TEST_NOW

describe('ensureDemoSeed', () => {
  it('fills every demo table and records the seed version', async () => {
    const db = openAppDB(uniqueDbName())
    await ensureDemoSeed(db, seedLoader(), now)
    expect(await db.meta.get(SEED_VERSION_KEY)).toEqual({ key: SEED_VERSION_KEY, value: DEMO_SEED_VERSION })
    expect(await db.emails.count()).toBe(40)
    expect(await db.demoUsers.count()).toBe(50)
    expect(await db.products.count()).toBe(27)
    expect(await db.invoices.count()).toBe(36)
    expect(await db.datatableRows.count()).toBe(100)
    expect(await db.permissions.count()).toBe(9)
  })

  it('seeds once for concurrent first requests', async () => {
    const db = openAppDB(uniqueDbName())
    const load = seedLoader()
    await Promise.all([ensureDemoSeed(db, load, now), ensureDemoSeed(db, load, now), ensureDemoSeed(db, load, now)])
    expect(load.calls.length).toBe(demoTableNames.length)
    await ensureDemoSeed(db, load, now)
    expect(load.calls.length).toBe(demoTableNames.length)
  })

  it('keeps changes while the seed version is current', async () => {
    const db = openAppDB(uniqueDbName())
    await ensureDemoSeed(db, seedLoader(), now)
    await db.permissions.delete(1)
    await ensureDemoSeed(db, seedLoader(), now)
    expect(await db.permissions.count()).toBe(8)
  })

  it('reseeds, clearing old rows, when the stored version differs', async () => {
    const db = openAppDB(uniqueDbName())
    await ensureDemoSeed(db, seedLoader(), now)
    await db.permissions.add({ id: 99, name: 'Stale', assignedTo: [], createdDate: '' })
    await db.meta.put({ key: SEED_VERSION_KEY, value: DEMO_SEED_VERSION - 1 })
    await ensureDemoSeed(db, seedLoader(), now)
    expect(await db.permissions.get(99)).toBeUndefined()
    expect(await db.permissions.count()).toBe(9)
    expect((await db.meta.get(SEED_VERSION_KEY))?.value).toBe(DEMO_SEED_VERSION)
  })

  it('writes nothing when a table fails to load, and retries on the next call', async () => {
    const db = openAppDB(uniqueDbName())
    const good = seedLoader()
    const failing = async (table: string) => {
      if (table === 'products') throw new Error('offline')
      return good(table)
    }
    await expect(ensureDemoSeed(db, failing, now)).rejects.toThrow('offline')
    expect(await db.emails.count()).toBe(0)
    expect(await db.meta.get(SEED_VERSION_KEY)).toBeUndefined()
    await ensureDemoSeed(db, seedLoader(), now)
    expect(await db.products.count()).toBe(27)
  })

  it('accepts the documents table as one key/value object', async () => {
    const db = openAppDB(uniqueDbName())
    const base = seedLoader()
    const load = async (table: string) => {
      const rows = await base(table)
      if (table !== 'demoDocs') return rows
      return Object.fromEntries((rows as { key: string; value: unknown }[]).map((row) => [row.key, row.value]))
    }
    await ensureDemoSeed(db, load, now)
    expect((await db.demoDocs.get('pricing'))?.value).toMatchObject({ standardPlan: { monthlyPrice: 49 } })
  })
})

describe('resetDemoData', () => {
  it('throws away changes and restores the seed', async () => {
    const db = openAppDB(uniqueDbName())
    await ensureDemoSeed(db, seedLoader(), now)
    await db.products.clear()
    await db.cart.add({ id: 50, productId: 2, qty: 3 })
    await resetDemoData(db, seedLoader(), now)
    expect(await db.products.count()).toBe(27)
    expect(await db.cart.get(50)).toBeUndefined()
  })
})

describe('persistence', () => {
  it('keeps writes in IndexedDB across a reopen of the database', async () => {
    const name = uniqueDbName()
    const first = openAppDB(name)
    await ensureDemoSeed(first, seedLoader(), now)
    const ctx = { db: first, now, random: () => 0.5 }
    await call(ctx, 'POST', '/apps/permissions/add-permission', { permission: 'Survives Reload' })
    first.close()
    const second = openAppDB(name)
    const load = seedLoader()
    await ensureDemoSeed(second, load, now)
    expect(load.calls).toEqual([])
    expect((await second.permissions.toArray()).map((p) => p.name)).toContain('Survives Reload')
  })
})

describe('fetchSeedLoader', () => {
  it('fetches /seed/demo/<table>.json and refuses a failed answer', async () => {
    const urls: string[] = []
    const fakeFetch = (async (url: string) => {
      urls.push(url)
      return url.endsWith('emails.json') ? Response.json([{ id: 1 }]) : new Response('missing', { status: 404 })
    }) as typeof fetch
    const load = fetchSeedLoader('/seed/demo/', fakeFetch)
    expect(await load('emails')).toEqual([{ id: 1 }])
    await expect(load('products')).rejects.toThrow('404')
    expect(urls).toEqual(['/seed/demo/emails.json', '/seed/demo/products.json'])
  })
})
