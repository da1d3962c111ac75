import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FUNDS } from '../../seed/portal/demo-marketplace'
import { users } from '../db/schema/accounts'
import { categories } from '../db/schema/content'
import { campaigns, clicks, slotHolds, uses } from '../db/schema/marketplace'
import { payoutHolds, useDisputes } from '../db/schema/payouts'
import { videoChecks } from '../db/schema/video-checks'
import { call } from '../test/accounts'
import { createTestApp, type TestApp } from '../test/test-app'
import { getBalances } from '../wallet/domain/accounts'
import { assertLedgerSound } from '../wallet/test-harness'
import { bootstrap } from './bootstrap'

let t: TestApp
const lines: string[] = []
beforeAll(async () => {
  t = await createTestApp()
  await bootstrap({ ...t.database, kind: 'pglite' }, t.env, (l) => lines.push(l))
})
afterAll(() => t.close())

const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id
const statusesOf = async () => (await t.database.db.select({ status: uses.status, kind: campaigns.kind }).from(uses).innerJoin(campaigns, eq(campaigns.id, uses.campaignId))).map((r) => `${r.kind}:${r.status}`).sort()

describe('the demo marketplace on a fresh embedded database', () => {
  it('adds categories, funded sounds of every kind, uses in each state and brand requests, with one line printed', async () => {
    const { db } = t.database
    expect((await db.select({ n: count() }).from(categories))[0]?.n).toBe(6)
    const kinds = (await db.select({ kind: campaigns.kind }).from(campaigns)).map((r) => r.kind).sort()
    expect(kinds).toEqual(['duet', 'influencer', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'script', 'video_app'])
    expect(await statusesOf()).toEqual(['duet:pending', 'influencer:pending', 'influencer:pending', 'normal:approved', 'normal:approved', 'normal:approved', 'normal:pending', 'normal:rejected'])
    expect((await db.select({ status: slotHolds.status }).from(slotHolds)).map((r) => r.status).sort()).toEqual(['held', 'rejected', 'submitted', 'submitted', 'submitted', 'submitted', 'submitted', 'submitted'])
    expect((await db.select({ n: count() }).from(clicks))[0]?.n).toBe(12)
    // Each check state a finished check can have, none left for the job to look up on TikTok.
    expect((await db.select({ state: videoChecks.state }).from(videoChecks)).map((r) => r.state).sort()).toEqual(['not_found', 'other_author', 'posted_before_hold', 'unverifiable', 'verified', 'verified', 'verified', 'verified'])
    expect(lines.filter((l) => l.startsWith('Demo marketplace:'))).toHaveLength(1)

    const creator = await getBalances(db, await idOf('creator@soundportal.test'))
    // Lagos Nights' pay released; Island Bounce's on hold, and Praise Break's, reported, too.
    expect(creator).toEqual({ available: 135_000, escrow: 0, pendingPayout: 0, onHold: 54_000 + 63_000 })
    const artist = await getBalances(db, await idOf('artist@soundportal.test'))
    expect(artist.available + artist.escrow).toBe(DEMO_FUNDS.artist - 150_000 - 60_000 - 70_000)
    expect((await db.select({ state: payoutHolds.state }).from(payoutHolds)).map((r) => r.state).sort()).toEqual(['on_hold', 'on_hold', 'released'])
    expect((await db.select({ kind: useDisputes.kind, reason: useDisputes.reason }).from(useDisputes))).toEqual([{ kind: 'report', reason: 'sound_not_audible' }])
    await assertLedgerSound(db)
  })

  it('serves the generated audio and shows the creator a living sounds list', async () => {
    const login = await call(t, 'POST', '/api/auth/login', { body: { email: 'creator@soundportal.test', password: 'Password123!' } })
    const token = (await login.json()).accessToken as string
    const page = await (await call(t, 'GET', '/api/artist/get-all-sounds-with-locking?page=1', { token })).json()
    expect(page.total).toBe(6)
    const held = page.sounds.find((s: { title: string }) => s.title === 'Wave Check')
    expect(held.myHold.status).toBe('held')
    const audio = await call(t, 'GET', held.audio.url)
    expect([audio.status, audio.headers.get('content-type')]).toEqual([200, 'audio/wav'])
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(10_000)
  })
})

describe('the demo marketplace on a server that pays at once (PAYOUT_HOLD_HOURS=0)', () => {
  it('is seeded whole: the creator’s pay is available, nothing on hold, nothing reported, every request there', async () => {
    const atOnce = await createTestApp({ PAYOUT_HOLD_HOURS: '0' })
    try {
      const said: string[] = []
      await bootstrap({ ...atOnce.database, kind: 'pglite' }, atOnce.env, (l) => said.push(l))
      const { db } = atOnce.database
      expect(said.filter((l) => l.startsWith('Demo marketplace:'))).toHaveLength(1)
      expect((await db.select({ kind: campaigns.kind }).from(campaigns)).map((r) => r.kind).filter((k) => k === 'duet' || k === 'script').sort()).toEqual(['duet', 'script'])
      const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'creator@soundportal.test'))
      expect(await getBalances(db, creator!.id)).toEqual({ available: 135_000 + 54_000 + 63_000, escrow: 0, pendingPayout: 0, onHold: 0 })
      expect(await db.select().from(payoutHolds)).toEqual([])
      expect(await db.select().from(useDisputes)).toEqual([])
    } finally {
      await atOnce.close()
    }
  })
})
