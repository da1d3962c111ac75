import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '../../db/db'
import { markLanded } from './landing'
import { enqueue } from './outbox'
import { createCategoryWrite, updateCategoryWrite } from '@/features/admin/writes'
import { applyBrandWrite } from '@/features/profile/writes'
import { markNotificationsReadWrite } from '@/features/sync/writes'
import { readOverlaid } from './overlay'
import { syncRegistry } from './sync-registry'
import { testDB } from './test-support'

const U = '00000000-0000-4000-8000-000000000001'
const OTHER = '00000000-0000-4000-8000-000000000002'
const C1 = '00000000-0000-4000-8000-0000000000c1'
let db: AppDB
afterEach(() => db?.close())

const note = (id: string, read = false) => ({ id, type: 't', title: id, message: 'm', data: null, read, createdAt: 'c', updatedAt: 'u' })

describe('readOverlaid', () => {
  it('shows queued writes on the mirror at once, oldest first, marked pending', async () => {
    db = await testDB()
    await db.categories.put({ id: C1, name: 'Pop', createdAt: 'c', updatedAt: 'u' })
    const NEW = '00000000-0000-4000-8000-0000000000c2'
    await enqueue(db, createCategoryWrite, { id: NEW, name: 'Juju' }, { userId: U })
    await enqueue(db, updateCategoryWrite, { id: NEW, name: 'Fuji' }, { userId: U })
    await enqueue(db, updateCategoryWrite, { id: C1, name: 'Afropop' }, { userId: U })
    const rows = await readOverlaid(db, syncRegistry, 'categories', U)
    expect(rows.map((r) => [r.name, Boolean(r._pending)])).toEqual([['Afropop', true], ['Fuji', true]])
    // The mirror itself is untouched: optimistic state is derived, never stored.
    expect((await db.categories.toArray()).map((r) => r.name)).toEqual(['Pop'])
  })

  it("ignores another user's entries and refused ones", async () => {
    db = await testDB()
    const [N1, N2] = ['00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-0000000000e2']
    await db.notifications.bulkPut([note(N1), note(N2)])
    await enqueue(db, markNotificationsReadWrite, { ids: [N1] }, { userId: OTHER })
    const refused = await enqueue(db, markNotificationsReadWrite, { all: true }, { userId: U })
    await db.outbox.update(refused.seq, { status: 'rejected' })
    expect((await readOverlaid(db, syncRegistry, 'notifications', U)).map((r) => r.read)).toEqual([false, false])
    await enqueue(db, markNotificationsReadWrite, { ids: [N2] }, { userId: U })
    expect((await readOverlaid(db, syncRegistry, 'notifications', U)).map((r) => r.read)).toEqual([false, true])
  })

  it('disappears by itself when the entry is confirmed', async () => {
    db = await testDB()
    await db.profile.put({ key: 'me', userData: { id: U, brand_applied: 'none' } })
    const e = await enqueue(db, applyBrandWrite, {}, { userId: U })
    expect((await readOverlaid(db, syncRegistry, 'profile', U))[0]).toMatchObject({ userData: { brand_applied: 'pending' }, _pending: { status: 'pending' } })
    // Confirmed, the change stays shown until its lists are pulled; the pull's transaction drops it.
    await db.outbox.update(e.seq, { status: 'confirmed' })
    await db.transaction('rw', db.profile, db.outbox, async () => {
      await db.profile.put({ key: 'me', userData: { id: U, brand_applied: 'pending' } })
      for (const name of e.pulls ?? []) await markLanded(db, [e.seq], name)
    })
    expect(await db.outbox.count()).toBe(0)
    const [row] = await readOverlaid(db, syncRegistry, 'profile', U)
    expect(row).toEqual({ key: 'me', userData: { id: U, brand_applied: 'pending' } })
  })
})
