import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '../../db/db'
import { createCategoryWrite } from '@/features/admin/writes'
import { categoriesCollection } from './portal/categories'
import { enqueue } from './outbox'
import { readOverlaid } from './overlay'
import { createRegistry, type SyncRegistry } from './registry'
import { finishConfirmed } from './replay'
import { testDB } from './test-support'

// The page registers the lists when the frame loads and the write kinds (with the validation
// library) only when an entry needs them: a screen with nothing queued never loads them, and a
// screen with a queued write shows it applied from its first read.

const U = '00000000-0000-4000-8000-000000000001'
const C1 = '00000000-0000-4000-8000-0000000000c1'
let db: AppDB
afterEach(() => db?.close())

/** A registry as the page has it: the lists registered, the writes behind a loader that counts its calls. */
function pageRegistry(): { registry: SyncRegistry; loads: () => number } {
  const registry = createRegistry()
  registry.addCollection(categoriesCollection)
  let loads = 0
  registry.loadWritesWith(async () => {
    loads++
    await new Promise((r) => setTimeout(r, 5))
    registry.addWrite(createCategoryWrite)
    registry.check()
  })
  return { registry, loads: () => loads }
}

describe('write kinds registered on demand', () => {
  it('a list read with nothing queued does not load them', async () => {
    db = await testDB()
    await db.categories.put({ id: C1, name: 'Pop', createdAt: 'c', updatedAt: 'u' })
    const { registry, loads } = pageRegistry()
    expect((await readOverlaid(db, registry, 'categories', U)).map((r) => r.name)).toEqual(['Pop'])
    expect(loads()).toBe(0)
  })

  it('a queued write shows on the first read, the kinds loaded once however many reads wait for them', async () => {
    db = await testDB()
    await enqueue(db, createCategoryWrite, { id: C1, name: 'Juju' }, { userId: U })
    const { registry, loads } = pageRegistry()
    const reads = await Promise.all([1, 2, 3].map(() => readOverlaid(db, registry, 'categories', U)))
    for (const rows of reads) expect(rows.map((r) => [r.name, Boolean(r._pending)])).toEqual([['Juju', true]])
    expect(loads()).toBe(1)
    await readOverlaid(db, registry, 'categories', U)
    expect(loads()).toBe(1)
  })

  it('a read inside a transaction keeps it open while the kinds load: its next read still works', async () => {
    db = await testDB()
    await db.categories.put({ id: C1, name: 'Pop', createdAt: 'c', updatedAt: 'u' })
    await enqueue(db, createCategoryWrite, { id: '00000000-0000-4000-8000-0000000000c2', name: 'Juju' }, { userId: U })
    const { registry, loads } = pageRegistry()
    const [shown, stored] = await db.transaction('r', db.categories, db.outbox, async () => [await readOverlaid(db, registry, 'categories', U), await db.categories.count()] as const)
    expect(shown.map((r) => r.name)).toEqual(['Pop', 'Juju'])
    expect(stored).toBe(1)
    expect(loads()).toBe(1)
  })

  it('a failed load is tried again by the next read', async () => {
    db = await testDB()
    await enqueue(db, createCategoryWrite, { id: C1, name: 'Juju' }, { userId: U })
    const registry = createRegistry()
    registry.addCollection(categoriesCollection)
    let attempts = 0
    registry.loadWritesWith(async () => {
      if (++attempts === 1) throw new Error('Failed to fetch dynamically imported module')
      registry.addWrite(createCategoryWrite)
    })
    await expect(readOverlaid(db, registry, 'categories', U)).rejects.toThrow(/dynamically imported/)
    expect((await readOverlaid(db, registry, 'categories', U)).map((r) => r.name)).toEqual(['Juju'])
    expect(attempts).toBe(2)
  })

  it("an earlier version's entry is finished with its kind's lists, the kinds loaded before its transaction", async () => {
    db = await testDB()
    const entry = await enqueue(db, createCategoryWrite, { id: C1, name: 'Juju' }, { userId: U })
    // Confirmed by the worker for a page of an earlier version to finish (see `pageFinisher`).
    await db.outbox.update(entry.seq, { status: 'confirmed', confirmBy: 'page', pulls: undefined })
    const { registry, loads } = pageRegistry()
    expect(await finishConfirmed(db, U, registry)).toEqual(['categories'])
    expect(loads()).toBe(1)
    expect((await db.outbox.get(entry.seq))?.pulls).toEqual(['categories'])
  })
})
