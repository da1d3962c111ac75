import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../db/schema/platform'
import { createTestApp, type TestApp } from '../test/test-app'
import { claimKey, completeKey, lookupKey, releaseDeadClaims, renewLease } from './idempotency'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const SCOPE = '00000000-0000-4000-8000-0000000000aa'
const key = () => crypto.randomUUID()
/** The lease ran out `ms` ago: its holder stopped renewing (the process died). */
const expireLease = (k: string, ms = 1000) =>
  t.database.db
    .update(idempotencyKeys)
    .set({ leaseUntil: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(and(eq(idempotencyKeys.scope, SCOPE), eq(idempotencyKeys.key, k)))

describe('idempotency leases', () => {
  it('a key held under a live lease is busy; once the lease runs out another process takes it over', async () => {
    const k = key()
    const db = t.database.db
    expect(await claimKey(db, SCOPE, k, 'h', 'node:1#a')).toEqual({ kind: 'claimed' })
    expect(await claimKey(db, SCOPE, k, 'h', 'node:1#b')).toEqual({ kind: 'busy' })
    expect(await lookupKey(db, SCOPE, k)).toEqual({ kind: 'busy' })
    await expireLease(k)
    expect(await lookupKey(db, SCOPE, k)).toEqual({ kind: 'unknown' })
    expect(await claimKey(db, SCOPE, k, 'h', 'node:1#b')).toEqual({ kind: 'claimed' })
    // The old holder's renewals no longer touch it; the new holder's do.
    await renewLease(db, SCOPE, k, 'node:1#a')
    await expireLease(k)
    await renewLease(db, SCOPE, k, 'node:1#b')
    expect(await claimKey(db, SCOPE, k, 'h', 'node:1#c')).toEqual({ kind: 'busy' })
    await completeKey(db, SCOPE, k, 201, 'application/json', '{"ok":true}')
    expect(await claimKey(db, SCOPE, k, 'h', 'node:1#c')).toMatchObject({ kind: 'replay', status: 201 })
    expect(await lookupKey(db, SCOPE, k)).toMatchObject({ kind: 'stored', status: 201, body: '{"ok":true}' })
  })

  it("at start-up a server releases what its earlier run held, and nothing another node holds", async () => {
    const db = t.database.db
    const [mine, theirs, live] = [key(), key(), key()]
    await claimKey(db, SCOPE, mine, 'h', 'host-a:8080#old')
    await claimKey(db, SCOPE, theirs, 'h', 'host-b:8080#other')
    await claimKey(db, SCOPE, live, 'h', 'host-a:8080#new')
    expect(await releaseDeadClaims(db, 'host-a:8080', 'host-a:8080#new')).toBe(1)
    expect(await claimKey(db, SCOPE, mine, 'h', 'host-a:8080#new')).toEqual({ kind: 'claimed' })
    expect(await claimKey(db, SCOPE, theirs, 'h', 'host-a:8080#new')).toEqual({ kind: 'busy' })
    expect(await claimKey(db, SCOPE, live, 'h', 'host-a:8080#x')).toEqual({ kind: 'busy' })
  })
})
