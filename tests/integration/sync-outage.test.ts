import 'fake-indexeddb/auto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppDB } from '../../src/db/db'
import { pullAll } from '../../src/lib/sync/pull'
import { replayOutbox } from '../../src/lib/sync/replay'
import { probeServer, serverAnswered, wakeWaiting } from '../../src/lib/sync/server-back'
import { testDB } from '../../src/lib/sync/test-support'
import { expectExactlyOnce, queueBatch } from './sync-batch'
import { depsFor, drain, makeUser, signInAs, startStack, type Stack } from './sync-harness'

// The server goes away while the device stays "online" (no offline or online event ever fires):
// the queue backs off for minutes. Any answer from the server once it is back sends the queue at
// once — the page does exactly this after every pull and every health probe (sync-runtime.ts).

let s: Stack
beforeAll(async () => {
  s = await startStack()
})
afterAll(() => s.close())
beforeEach(() => {
  s.proxy.plan = () => ({ kind: 'pass' })
})

/** Backoffs as long as a real outage's: minutes. A drain that had to wait them out would time the test out. */
const LONG = { baseMs: 4 * 60_000, capMs: 5 * 60_000 }

async function outage(db: AppDB) {
  s.proxy.plan = () => ({ kind: 'drop' })
  const first = await replayOutbox(depsFor(db, s, { backoff: LONG }))
  expect(first).toMatchObject({ confirmed: 0, retried: 1 })
  expect(first.nextAttemptAt! - Date.now()).toBeGreaterThan(60_000)
  // Still down: a pull fails and a probe says no, so nothing is woken.
  const pulls = await pullAll({ db, fetch: globalThis.fetch, baseUrl: `${s.proxy.url}/api`, now: Date.now, timeoutMs: 3000 })
  expect(serverAnswered(pulls)).toBe(false)
  expect(await probeServer(globalThis.fetch, `${s.proxy.url}/api`)).toBe(false)
  s.proxy.plan = () => ({ kind: 'pass' })
}

describe('after an outage with no offline event', () => {
  it('a pull that gets an answer sends the waiting queue at once', async () => {
    const admin = await makeUser(s.t, 'admin')
    const db = await testDB()
    await signInAs(db, admin)
    const batch = await queueBatch(db, admin, 'Outage pull')
    await outage(db)
    const pulls = await pullAll({ db, fetch: globalThis.fetch, baseUrl: `${s.proxy.url}/api`, now: Date.now, timeoutMs: 3000 })
    expect(serverAnswered(pulls)).toBe(true)
    expect(await wakeWaiting(db, admin.id, Date.now())).toBe(1)
    const stats = await drain(depsFor(db, s, { backoff: LONG }))
    expect(stats).toMatchObject({ confirmed: batch.keys.length, retried: 0 })
    await expectExactlyOnce(s, db, batch)
  })

  it('a health probe that gets an answer does the same', async () => {
    const admin = await makeUser(s.t, 'admin')
    const db = await testDB()
    await signInAs(db, admin)
    const batch = await queueBatch(db, admin, 'Outage probe')
    await outage(db)
    expect(await probeServer(globalThis.fetch, `${s.proxy.url}/api`)).toBe(true)
    expect(await wakeWaiting(db, admin.id, Date.now())).toBe(1)
    expect(await drain(depsFor(db, s, { backoff: LONG }))).toMatchObject({ confirmed: batch.keys.length, retried: 0 })
    await expectExactlyOnce(s, db, batch)
  })
})
