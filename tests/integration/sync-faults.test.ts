import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { liveQuery } from 'dexie'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, headOf } from '../../src/lib/sync/outbox'
import { pullAll } from '../../src/lib/sync/pull'
import { replayOutbox } from '../../src/lib/sync/replay'
import { testDB } from '../../src/lib/sync/test-support'
import { sendOrQueue } from '../../sw/outbox-capture'
import { firstAttempt, type Fault, type ProxiedRequest } from './fault-proxy'
import { createCategoryWrite } from '../../src/features/admin/writes'
import { batchNames, expectExactlyOnce, queueBatch, shownCategories } from './sync-batch'
import { categoryNames, depsFor, doneKeys, drain, makeUser, signInAs, startStack, type Stack } from './sync-harness'

let s: Stack
beforeAll(async () => {
  s = await startStack()
})
afterAll(() => s.close())

/** A device with an admin signed in and a batch of writes queued while offline. */
async function device(prefix: string) {
  const admin = await makeUser(s.t, 'admin')
  const db = await testDB()
  await signInAs(db, admin)
  return { db, batch: await queueBatch(db, admin, prefix) }
}

describe('replay through a faulty network ends with every write applied exactly once', () => {
  it('dropped connections', async () => {
    s.proxy.plan = firstAttempt({ kind: 'drop' })
    const { db, batch } = await device('Dropped')
    const stats = await drain(depsFor(db, s))
    expect(stats.retried).toBe(batch.keys.length)
    await expectExactlyOnce(s, db, batch)
  })

  it('timeouts, before and after the server committed', async () => {
    s.proxy.plan = (req: ProxiedRequest): Fault =>
      req.attempt === 0 ? { kind: 'hang' } : req.attempt === 1 ? { kind: 'hang-after-forward' } : { kind: 'pass' }
    const { db, batch } = await device('Timeouts')
    const stats = await drain(depsFor(db, s, { timeoutMs: 1000 }))
    expect(stats.retried).toBe(2 * batch.keys.length)
    // The third attempt of each write found the second's stored answer: replayed, not run again.
    expect(s.proxy.log.filter((l) => batch.keys.includes(l.key!) && l.attempt === 2).every((l) => l.replayed)).toBe(true)
    await expectExactlyOnce(s, db, batch)
  })

  it('500 and 503 answers', async () => {
    s.proxy.plan = (req) =>
      req.attempt === 0 ? { kind: 'status', status: 500 } : req.attempt === 1 ? { kind: 'status', status: 503, headers: { 'retry-after': '0' } } : { kind: 'pass' }
    const { db, batch } = await device('Unavailable')
    expect((await drain(depsFor(db, s))).retried).toBe(2 * batch.keys.length)
    await expectExactlyOnce(s, db, batch)
  })

  it('a response lost after the server committed (the replay must not apply it again)', async () => {
    s.proxy.plan = firstAttempt({ kind: 'lose-response' })
    const { db, batch } = await device('Lost')
    await drain(depsFor(db, s))
    const ours = s.proxy.log.filter((l) => batch.keys.includes(l.key!))
    expect(ours.filter((l) => l.attempt === 0).every((l) => l.status !== undefined && l.status < 300)).toBe(true)
    expect(ours.filter((l) => l.attempt === 1).every((l) => l.replayed)).toBe(true)
    await expectExactlyOnce(s, db, batch)
  })

  it('reordered attempts: a delayed original arrives after its retry, and two runners race', async () => {
    s.proxy.plan = firstAttempt({ kind: 'delay', ms: 3000 })
    const { db, batch } = await device('Reordered')
    const deps = depsFor(db, s, { timeoutMs: 1000 })
    await Promise.all([drain(deps), drain(deps)])
    await s.proxy.settled()
    const originals = s.proxy.log.filter((l) => batch.keys.includes(l.key!) && l.attempt === 0)
    expect(originals).toHaveLength(batch.keys.length)
    // Each original reached the server after its retry had been applied: it was answered from the store.
    expect(originals.every((l) => l.replayed || l.status === 409)).toBe(true)
    await expectExactlyOnce(s, db, batch)
  })

  it("a refused write waits in needs attention with the server's message; the rest goes through", async () => {
    s.proxy.plan = firstAttempt({ kind: 'drop' })
    const admin = await makeUser(s.t, 'admin')
    const db = await testDB()
    await signInAs(db, admin)
    const first = await enqueue(db, createCategoryWrite, { id: randomUUID(), name: 'Refused Apala' }, { userId: admin.id })
    const dup = await enqueue(db, createCategoryWrite, { id: randomUUID(), name: 'refused apala' }, { userId: admin.id })
    const after = await enqueue(db, createCategoryWrite, { id: randomUUID(), name: 'Refused Fuji' }, { userId: admin.id })
    const stats = await drain(depsFor(db, s))
    expect(stats).toMatchObject({ confirmed: 2, rejected: 1 })
    expect((await categoryNames(s)).filter((n) => n.startsWith('Refused'))).toEqual(['Refused Apala', 'Refused Fuji'])
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ seq: dup.seq, status: 'rejected', error: { status: 409, message: 'A category named "refused apala" already exists', code: 'duplicate_name' } }),
    ])
    expect((await doneKeys(s, admin.id)).sort()).toEqual([first.idempotencyKey, after.idempotencyKey].sort())
  })

  it('a portal write the worker caught offline is queued once and applied once', async () => {
    s.proxy.plan = firstAttempt({ kind: 'lose-response' })
    const admin = await makeUser(s.t, 'admin')
    const db = await testDB()
    await signInAs(db, admin)
    const id = randomUUID()
    const request = new Request(`${s.proxy.url}/api/category/create`, {
      method: 'POST',
      headers: { 'x-access-token': admin.token, render: 'backend', 'content-type': 'application/json' },
      body: JSON.stringify({ id, name: 'Caught Highlife' }),
    })
    const answer = await sendOrQueue(request, { db, fetch: (r) => fetch(r), now: Date.now })
    expect(answer.status).toBe(202)
    expect(await answer.json()).toMatchObject({ queued: true })
    await drain(depsFor(db, s))
    await s.proxy.settled()
    expect((await categoryNames(s)).filter((n) => n.startsWith('Caught'))).toEqual(['Caught Highlife'])
    expect(await doneKeys(s, admin.id)).toHaveLength(1)
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('the category writes wait for the categories pull', () => {
  it('each change shows once from queueing, through lost answers and retries, until the pull; it drops exactly when the pull lands', async () => {
    // Every write's first answer is lost after the server committed: the retry is a duplicate delivery.
    s.proxy.plan = firstAttempt({ kind: 'lose-response' })
    const { db, batch } = await device('Watched')
    const seen: Array<{ shown: string[]; mirror: number; waiting: number }> = []
    const categoryEntries = () => db.outbox.filter((e) => e.path.startsWith('/category/')).count()
    const watch = liveQuery(() =>
      db.transaction('r', db.categories, db.outbox, db.meta, async () => ({
        shown: (await shownCategories(db, batch)).map((c) => String(c.name)),
        mirror: (await batchNames(db, batch)).length,
        waiting: await categoryEntries(),
      })),
    ).subscribe((v) => seen.push(v))

    // Sent and confirmed, nothing pulled yet: each waits for the categories list, its change still on top.
    const deps = depsFor(db, s)
    for (let run = 0; (await headOf(db, batch.user.id)) && run < 50; run++) {
      const r = await replayOutbox(deps)
      if (r.nextAttemptAt) await new Promise((res) => setTimeout(res, Math.max(0, r.nextAttemptAt! - Date.now())))
    }
    const waiting = (await db.outbox.toArray()).filter((e) => e.path.startsWith('/category/'))
    expect(waiting.map((e) => [e.status, e.pulls])).toEqual(Array.from({ length: 6 }, () => ['confirmed', ['categories']]))
    expect(await batchNames(db, batch)).toEqual([])
    expect((await shownCategories(db, batch)).map((c) => [c.name, c._pending])).toEqual(batch.expectedNames.map((n) => [n, undefined]))

    // A pull the network drops changes nothing; the next one lands the server's rows and drops the changes with it.
    const pull = () => pullAll({ db, fetch: globalThis.fetch, baseUrl: `${s.proxy.url}/api`, now: Date.now, timeoutMs: 3000 }, ['categories'])
    s.proxy.plan = () => ({ kind: 'drop' })
    expect(await pull()).toMatchObject([{ status: 'failed' }])
    expect(await categoryEntries()).toBe(6)
    s.proxy.plan = () => ({ kind: 'pass' })
    expect(await pull()).toMatchObject([{ status: 'updated' }])
    await expect.poll(() => seen.at(-1)?.waiting).toBe(0)
    watch.unsubscribe()
    // Every state a screen could have shown: each category once, as the writes left it; the
    // server's rows and the waiting changes swap in one step (never both, never neither).
    expect(seen.length).toBeGreaterThan(1)
    for (const v of seen) expect(v.shown).toEqual(batch.expectedNames)
    expect(seen.filter((v) => (v.mirror > 0) === (v.waiting > 0))).toEqual([])
    await expectExactlyOnce(s, db, batch)
  })
})
