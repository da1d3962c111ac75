import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { followerVerifications, notifications, users } from '../../server/db/schema/accounts'
import { openAppDB } from '../../src/db/db'
import { enqueue } from '../../src/lib/sync/outbox'
import { applyBrandWrite, followerVerificationWrite } from '../../src/features/profile/writes'
import { markNotificationsReadWrite } from '../../src/features/sync/writes'
import { replayOutbox } from '../../src/lib/sync/replay'
import type { Fault, ProxiedRequest } from './fault-proxy'
import { expectExactlyOnce, queueBatch, shownCategories } from './sync-batch'
import { depsFor, doneKeys, drain, makeUser, signInAs, startStack, type Stack } from './sync-harness'

let s: Stack
beforeAll(async () => {
  s = await startStack()
})
afterAll(() => s.close())

/**
 * The browser dies while the `nth` queued request is at the server: the request is forwarded (and
 * committed), and the database closes before the answer could arrive.
 */
function crashAt(keys: string[], nth: number, close: () => void) {
  let seen = 0
  s.proxy.plan = (req: ProxiedRequest): Fault => (req.key && keys.includes(req.key) && ++seen === nth ? { kind: 'hang-after-forward' } : { kind: 'pass' })
  s.proxy.afterServer = (req) => {
    if (seen === nth && req.key === keys[nth - 1] && req.attempt === 0) close()
  }
}

describe('a browser restart in the middle of the queue', () => {
  it('resumes with a new database instance and applies every write once', async () => {
    const name = `restart-${randomUUID()}`
    const admin = await makeUser(s.t, 'admin')
    const before = openAppDB(name)
    await signInAs(before, admin)
    const batch = await queueBatch(before, admin, 'Restarted')
    crashAt(batch.keys, 4, () => before.close())
    await expect(replayOutbox(depsFor(before, s))).rejects.toThrow()
    s.proxy.plan = () => ({ kind: 'pass' })
    s.proxy.afterServer = undefined

    const after = openAppDB(name)
    const left = await after.outbox.toArray()
    // The three the server confirmed before the crash wait for the categories pull.
    expect(left.filter((e) => e.status === 'confirmed').map((e) => e.pulls)).toEqual([['categories'], ['categories'], ['categories']])
    expect(left.filter((e) => e.status !== 'confirmed').map((e) => e.status)).toEqual(['sending', 'pending', 'pending', 'pending'])
    // After the restart the screen shows every change of the batch, each once, before anything more is sent.
    expect((await shownCategories(after, batch)).map((c) => c.name)).toEqual(batch.expectedNames)
    await drain(depsFor(after, s))
    // The write that was at the server when the browser died was answered from the stored response.
    expect(s.proxy.log.filter((l) => l.key === batch.keys[3]).map((l) => l.replayed)).toEqual([false, true])
    await expectExactlyOnce(s, after, batch)
    after.close()
  })

  it("a creator's requests made offline: follower verification, brand application, reads", async () => {
    const name = `restart-${randomUUID()}`
    const creator = await makeUser(s.t, 'tiktoker', { followerVerification: 'none' })
    const db = openAppDB(name)
    await signInAs(db, creator)
    const keys = [
      (await enqueue(db, followerVerificationWrite, { profileUrl: 'https://www.tiktok.com/@offline.creator' }, { userId: creator.id, online: false })).idempotencyKey,
      (await enqueue(db, applyBrandWrite, {}, { userId: creator.id, online: false })).idempotencyKey,
      (await enqueue(db, markNotificationsReadWrite, { all: true }, { userId: creator.id, online: false })).idempotencyKey,
    ]
    crashAt(keys, 2, () => db.close())
    await expect(replayOutbox(depsFor(db, s))).rejects.toThrow()
    s.proxy.plan = () => ({ kind: 'pass' })
    s.proxy.afterServer = undefined
    const again = openAppDB(name)
    await drain(depsFor(again, s))
    await s.proxy.settled()
    const sdb = s.t.database.db
    const [verifications] = await sdb.select({ n: count() }).from(followerVerifications).where(eq(followerVerifications.userId, creator.id))
    const [applied] = await sdb
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, creator.id), eq(notifications.type, 'brand_application_submitted')))
    const [user] = await sdb.select().from(users).where(eq(users.id, creator.id))
    expect(verifications?.n).toBe(1)
    expect(applied?.n).toBe(1)
    expect(user).toMatchObject({ brandApplied: 'pending', followerVerification: 'pending' })
    expect((await doneKeys(s, creator.id)).sort()).toEqual([...keys].sort())
    expect(await again.outbox.count()).toBe(0)
    // Two of the three waited through a restart: the user hears about each once.
    expect((await again.syncNotices.toArray()).map((n) => n.message)).toEqual([
      'Follower verification request: sent.',
      'Brand application: sent.',
      'Marking all notifications read: sent.',
    ])
    again.close()
  })
})
