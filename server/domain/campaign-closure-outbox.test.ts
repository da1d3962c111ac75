import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../db/schema/accounts'
import { campaigns } from '../db/schema/marketplace'
import { moneyOutbox } from '../db/schema/money'
import { makeUser, type TestUser } from '../test/accounts'
import { createTestApp, type TestApp } from '../test/test-app'
import { httpWalletClient } from '../wallet/client'
import { assertLedgerSound, createHarness, type Harness, walletOnLoopback } from '../wallet/test-harness'
import { createCampaign, ledgerRef, type NewCampaign } from './campaigns'
import { outboxMoney } from './money-outbox'
import type { MoneyPort } from './money-port'
import { changeApproval } from './user-changes'

// An owner rejected while some of their campaigns still wait for the wallet to confirm their
// escrow (WALLET_URL). Read as an attacker would: a campaign must not go live after the rejection,
// a refund must never be paid for an escrow the wallet refused (it would come out of the owner's
// other campaigns' escrow), and a confirmed escrow must come back. No money made, none lost.

let t: TestApp
let h: Harness
let money: MoneyPort
let brand: TestUser

let wallet: ReturnType<typeof walletOnLoopback>

beforeAll(async () => {
  ;[t, h] = await Promise.all([createTestApp(), createHarness()])
  wallet = walletOnLoopback(h)
  await wallet.start()
  const client = httpWalletClient({ baseUrl: wallet.url(), serviceKey: h.serviceKey, timeoutMs: 2_000 })
  money = outboxMoney({ db: t.database.db, client, maxDelayMs: 0, log: () => {} })
  brand = await makeUser(t, 'brand')
  await h.service.fund({ userId: brand.id, amount: 10_000, email: brand.email, idempotencyKey: `fund:${brand.id}` })
}, 60_000)
afterAll(async () => {
  await wallet.stop().catch(() => {})
  await Promise.all([t?.close(), h?.close()])
})

const request = (slots: number): NewCampaign => ({ id: randomUUID(), ownerId: brand.id, kind: 'script', title: `Read it ${slots}`, brief: 'Read the script', script: 'Hello', unitAmount: 1_000, slots, holdHours: 24 })
const create = (input: NewCampaign) => createCampaign(t.database.db, input, brand.id, { size: async () => null }, money)
const campaign = async (id: string) => (await t.database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!
const balances = () => h.service.getBalances(brand.id)

describe('rejecting an owner whose campaigns wait for the wallet', () => {
  it('closes the waiting campaigns too: a confirmed escrow comes back, a refused one refunds nothing, none goes live', async () => {
    const live = request(6)
    expect(await create(live)).toMatchObject({ campaign: { status: 'active' } })
    expect(await balances()).toMatchObject({ available: 4_000, escrow: 6_000 })

    // The wallet moved this escrow but its answer was lost: the portal still has it pending.
    const answered = request(1)
    await wallet.stop()
    await expect(create(answered)).rejects.toMatchObject({ status: 503, code: 'wallet_pending' })
    await wallet.start()
    await h.service.move({ type: 'escrow', userId: brand.id, amount: 1_000, idempotencyKey: `${ledgerRef({ id: answered.id!, kind: 'script' })}:escrow`, reference: ledgerRef({ id: answered.id!, kind: 'script' }) })
    expect(await balances()).toMatchObject({ available: 3_000, escrow: 7_000 })

    // Two more wait with the wallet down: one it can pay for, one beyond the balance. A refund of
    // the second taken on trust would be paid out of the live campaign's escrow.
    await wallet.stop()
    const affordable = request(2)
    const tooDear = request(5)
    for (const c of [affordable, tooDear]) await expect(create(c)).rejects.toMatchObject({ status: 503, code: 'wallet_pending' })

    await changeApproval(t.database.db, brand.id, 'rejected', 'NGN', money)
    for (const c of [live, answered, affordable, tooDear]) expect((await campaign(c.id!)).status).toBe('deleted')
    const [told] = await t.database.db.select().from(notifications).where(eq(notifications.userId, brand.id))
    expect(told?.message).toMatch(/3 campaigns waiting for the wallet will not go live/)

    // The wallet back: every waiting escrow gets its answer, and the refunds they start are delivered.
    await wallet.start()
    await money.deliverDue({ all: true })
    await money.deliverDue({ all: true })
    expect((await t.database.db.select().from(moneyOutbox).where(eq(moneyOutbox.status, 'pending'))).map((r) => r.key)).toEqual([])
    expect((await campaign(live.id!)).status).toBe('deleted')
    expect(await campaign(answered.id!)).toMatchObject({ status: 'deleted', escrowed: 1_000, refunded: 1_000 })
    expect(await campaign(affordable.id!)).toMatchObject({ status: 'deleted', escrowed: 2_000, refunded: 2_000 })
    expect(await campaign(tooDear.id!)).toMatchObject({ status: 'refused', refunded: 0 })
    const refunds = await t.database.db.select().from(moneyOutbox).where(eq(moneyOutbox.key, `${ledgerRef({ id: tooDear.id!, kind: 'script' })}:refund`))
    expect(refunds).toEqual([])

    // Every unit is back where it started; the ledger balances.
    expect(await balances()).toMatchObject({ available: 10_000, escrow: 0 })
    await assertLedgerSound(h.db)
    // Sent again by the rejected owner's client, the waiting campaign stays closed.
    await expect(create(affordable)).rejects.toMatchObject({ status: 403 })
    expect((await campaign(affordable.id!)).status).toBe('deleted')
  })
})
