import { afterEach, describe, expect, it } from 'vitest'
import type { AppDB } from '@/db/db'
import type { ApprovalRow, BrandRequestRow } from '@/db/mirrors/market'
import { enqueue } from '@/lib/sync/outbox'
import { readOverlaid } from '@/lib/sync/overlay'
import { syncRegistry } from '@/lib/sync/sync-registry'
import { confirmAndPull, testDB } from '@/lib/sync/test-support'
import { submitVideoWrite, type SubmitVideoInput } from '@/lib/sync/portal/videos'
import { createRequestWrite, deleteRequestWrite, holdRequestWrite, pendingRequestRow, type CreateRequestInput } from './writes'

const BRAND = '00000000-0000-4000-8000-00000000b001'
const CREATOR = '00000000-0000-4000-8000-00000000c001'
const REQ = '00000000-0000-4000-8000-0000000000a1'
const HOLD = '00000000-0000-4000-8000-0000000000d1'
const USE = '00000000-0000-4000-8000-0000000000e1'
let db: AppDB
afterEach(() => db?.close())

const input: CreateRequestInput = {
  id: REQ,
  type: 'duet',
  brief: 'Duet our sneaker ad with your best dance move',
  duet_video_url: 'https://www.tiktok.com/@brand/video/900',
  slots: 2,
  pay_per_video: 8_000,
  hold_hours: 48,
  view: { brandId: BRAND, brandName: 'Kicks', currency: 'NGN' },
}

const live = (over: Partial<BrandRequestRow> = {}): BrandRequestRow => ({ ...pendingRequestRow(input, Date.parse('2026-11-01T10:00:00Z')), budget: null, ...over })
const balance = { key: 'me' as const, currency: 'NGN', available: 20_000, escrow: 0, pendingPayout: 0, onHold: 0 }

describe('brand.createRequest', () => {
  it('shows the request at once as pending with its budget held from the balance, and sends only the server body', async () => {
    db = await testDB()
    await db.walletBalance.put(balance)
    const e = await enqueue(db, createRequestWrite, input, { userId: BRAND })
    expect(e.body).toEqual({ type: 'json', value: { id: REQ, type: 'duet', brief: input.brief, duet_video_url: input.duet_video_url, slots: 2, pay_per_video: 8_000, hold_hours: 48 } })
    const [row] = await readOverlaid(db, syncRegistry, 'brandRequests', BRAND)
    expect(row).toMatchObject({ id: REQ, status: 'active', title: input.brief, slots: { total: 2, free: 2, held: 0, used: 0 }, budget: { escrowed: 16_000, remaining: 16_000 }, brandName: 'Kicks', _pending: { status: 'pending' } })
    expect((await readOverlaid(db, syncRegistry, 'walletBalance', BRAND))[0]).toMatchObject({ available: 4_000, escrow: 16_000 })
    expect(syncRegistry.write('brand.createRequest')?.describe(input as never)).toBe(`Duet request "${input.brief}"`)
  })

  it("turns into the server's row when confirmed", async () => {
    db = await testDB()
    const e = await enqueue(db, createRequestWrite, input, { userId: BRAND })
    const server = live({ title: 'From the server', budget: { escrowed: 16_000, paid: 0, pending: 0, refunded: 0, remaining: 16_000 } })
    await confirmAndPull(db, e, ['brandRequests'], () => db.brandRequests.put(server))
    expect(await readOverlaid(db, syncRegistry, 'brandRequests', BRAND)).toEqual([server])
  })
})

describe('brand.deleteRequest', () => {
  it('marks the request as being withdrawn, returns the refund to the balance, and drops it when confirmed', async () => {
    db = await testDB()
    await db.walletBalance.put({ ...balance, available: 4_000, escrow: 16_000 })
    await db.brandRequests.put(live())
    const del = { request_id: REQ, refund: 16_000, title: 'Sneakers' }
    const e = await enqueue(db, deleteRequestWrite, del, { userId: BRAND })
    expect(e.body).toEqual({ type: 'json', value: { request_id: REQ } })
    expect((await readOverlaid(db, syncRegistry, 'brandRequests', BRAND))[0]).toMatchObject({ status: 'deleted', _pending: { status: 'pending' } })
    expect((await readOverlaid(db, syncRegistry, 'walletBalance', BRAND))[0]).toMatchObject({ available: 20_000, escrow: 0 })
    // The pull brings the withdrawn request's tombstone.
    await confirmAndPull(db, e, ['brandRequests'], () => db.brandRequests.delete(REQ))
    expect(await readOverlaid(db, syncRegistry, 'brandRequests', BRAND)).toEqual([])
  })
})

describe('a creator holds a slot and submits the video', () => {
  const hold = { id: HOLD, request_id: REQ, creatorId: CREATOR, holdHours: 48, title: 'Sneakers' }
  const submit: SubmitVideoInput = {
    id: USE,
    request_id: REQ,
    video_url: 'https://www.tiktok.com/@me/video/1',
    view: { creatorName: 'Chi', ownerId: BRAND, title: 'Sneakers', kind: 'duet', amount: 8_000, holdId: HOLD },
  }

  it('shows the hold at once with its expiry, then the submission as pending, in queue order', async () => {
    db = await testDB()
    await db.brandRequests.put(live())
    const h = await enqueue(db, holdRequestWrite, hold, { userId: CREATOR, now: Date.parse('2026-11-02T08:00:00Z') })
    expect(h.body).toEqual({ type: 'json', value: { request_id: REQ, id: HOLD } })
    let [row] = await readOverlaid(db, syncRegistry, 'brandRequests', CREATOR)
    expect(row).toMatchObject({ slots: { free: 1, held: 1, used: 0 }, myHold: { id: HOLD, status: 'held', expiresAt: '2026-11-04T08:00:00.000Z' }, _pending: { status: 'pending' } })

    const s = await enqueue(db, submitVideoWrite, submit, { userId: CREATOR })
    expect(s.body).toEqual({ type: 'json', value: { request_id: REQ, video_url: submit.video_url, id: USE } })
    ;[row] = await readOverlaid(db, syncRegistry, 'brandRequests', CREATOR)
    expect(row).toMatchObject({ slots: { free: 1, held: 0, used: 1 }, myHold: { status: 'submitted' } })
    const [use] = await readOverlaid(db, syncRegistry, 'approvals', CREATOR)
    expect(use).toMatchObject({ id: USE, campaignId: REQ, status: 'pending', videoUrl: submit.video_url, amount: 8_000, _pending: { status: 'pending' } })
  })

  it('does not count the hold twice once the pulled row already has it, and confirms into the mirror', async () => {
    db = await testDB()
    const serverHold = { id: HOLD, campaignId: REQ, creatorId: CREATOR, status: 'held' as const, expiresAt: '2026-11-04T08:00:00.000Z', createdAt: 'c', updatedAt: 'u' }
    await db.brandRequests.put(live({ slots: { total: 2, free: 1, held: 1, used: 0 }, myHold: serverHold }))
    const h = await enqueue(db, holdRequestWrite, hold, { userId: CREATOR })
    expect((await readOverlaid(db, syncRegistry, 'brandRequests', CREATOR))[0]).toMatchObject({ slots: { free: 1, held: 1 } })
    await confirmAndPull(db, h, ['brandRequests'], async () => {})
    expect(await db.brandRequests.get(REQ)).toMatchObject({ slots: { free: 1, held: 1 }, myHold: serverHold })

    const s = await enqueue(db, submitVideoWrite, submit, { userId: CREATOR })
    const approval: ApprovalRow = { ...(await readOverlaid(db, syncRegistry, 'approvals', CREATOR))[0] as unknown as ApprovalRow, creatorName: 'Chi O.' }
    delete (approval as { _pending?: unknown })._pending
    const submittedRow = live({ slots: { total: 2, free: 1, held: 0, used: 1 }, myHold: { ...serverHold, status: 'submitted' } })
    await confirmAndPull(db, s, ['approvals', 'brandRequests'], () => Promise.all([db.approvals.put(approval), db.brandRequests.put(submittedRow)]))
    expect(await readOverlaid(db, syncRegistry, 'approvals', CREATOR)).toEqual([approval])
    expect(await db.brandRequests.get(REQ)).toMatchObject({ slots: { held: 0, used: 1 }, myHold: { status: 'submitted' } })
  })

  it('a refused hold no longer shows', async () => {
    db = await testDB()
    await db.brandRequests.put(live())
    const h = await enqueue(db, holdRequestWrite, hold, { userId: CREATOR })
    await db.outbox.update(h.seq, { status: 'rejected', error: { status: 403, message: 'Verify your followers first' } })
    expect((await readOverlaid(db, syncRegistry, 'brandRequests', CREATOR))[0]).toMatchObject({ slots: { free: 2, held: 0 }, myHold: null })
  })
})
