import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { users } from '../../server/db/schema/accounts'
import { enqueue } from '../../src/lib/sync/outbox'
import { readSessionRow } from '../../src/lib/sync/session-row'
import { signIn, testDB } from '../../src/lib/sync/test-support'
import { createCategoryWrite } from '../../src/features/admin/writes'
import { expectExactlyOnce, queueBatch } from './sync-batch'
import { categoryNames, depsFor, doneKeys, drain, makeUser, newToken, signInAs, startStack, type Stack } from './sync-harness'

let s: Stack
beforeAll(async () => {
  s = await startStack()
})
afterAll(() => s.close())

describe('a 401 in the middle of the queue', () => {
  it("pauses the queue, signs out, keeps the entries for that user only, and sends them once they sign in again", async () => {
    const a = await makeUser(s.t, 'admin')
    const b = await makeUser(s.t, 'admin')
    const db = await testDB()
    await signInAs(db, a)
    const batch = await queueBatch(db, a, 'Expired')
    // After the third write reaches the server, A's password changes elsewhere: A's token is dead.
    let seen = 0
    s.proxy.afterServer = async (req) => {
      if (req.key && batch.keys.includes(req.key) && ++seen === 3) await s.t.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, a.id))
    }
    const onUnauthorized = vi.fn()
    const first = await drain(depsFor(db, s, { onUnauthorized }))
    s.proxy.afterServer = undefined
    expect(first.confirmed).toBe(3)
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(a.id, a.token)
    // The three the server took wait for the categories pull (the 401 stopped it too), still shown.
    const all = await db.outbox.toArray()
    expect(all.filter((e) => e.status === 'confirmed').map((e) => [e.userId, e.pulls])).toEqual(Array.from({ length: 3 }, () => [a.id, ['categories']]))
    const kept = all.filter((e) => e.status !== 'confirmed')
    expect(kept.map((e) => [e.userId, e.status])).toEqual(Array.from({ length: 4 }, () => [a.id, 'paused']))
    expect(kept[0]!.error).toEqual({ status: 401, message: 'Your session has ended (signed out, or the password changed). Please sign in again.' })
    expect(await readSessionRow(db)).toMatchObject({ userId: a.id, accessToken: null, revokedToken: a.token })
    expect((await doneKeys(s, a.id)).sort()).toEqual(batch.keys.slice(0, 3).sort())

    // Someone else signs in on this device: their write goes, A's entries never do.
    await signInAs(db, b)
    await enqueue(db, createCategoryWrite, { id: randomUUID(), name: 'Other user write' }, { userId: b.id })
    expect(await drain(depsFor(db, s))).toMatchObject({ confirmed: 1 })
    expect(s.proxy.log.filter((l) => batch.keys.slice(3).includes(l.key!) && l.status !== 401)).toEqual([])
    expect(await db.outbox.filter((e) => e.status === 'paused').count()).toBe(4)
    expect(await db.outbox.filter((e) => e.userId !== a.id).count()).toBe(0)
    expect(await categoryNames(s)).toContain('Other user write')

    // A signs in again: the paused writes go out in order, each applied once.
    await signIn(db, { userId: a.id, accessToken: await newToken(s, a), role: 'admin' })
    expect(await drain(depsFor(db, s))).toMatchObject({ confirmed: 4 })
    await expectExactlyOnce(s, db, batch, { mirror: false })
  })
})
