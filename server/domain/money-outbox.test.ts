import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaigns } from '../db/schema/marketplace'
import { moneyOutbox } from '../db/schema/money'
import { notifications } from '../db/schema/accounts'
import { makeUser, type TestUser } from '../test/accounts'
import { createTestApp, type TestApp } from '../test/test-app'
import { httpWalletClient } from '../wallet/client'
import { createHarness, type Harness, walletOnLoopback } from '../wallet/test-harness'
import { createCampaign, type NewCampaign } from './campaigns'
import { outboxMoney } from './money-outbox'
import type { MoneyPort } from './money-port'

// The outbox against a real wallet on loopback with its own database: the escrow two-step
// (confirmed, refused, wallet down then delivered by the job) and redelivery moving money once.

let t: TestApp
let h: Harness
let money: MoneyPort
let brand: TestUser

let wallet: ReturnType<typeof walletOnLoopback>

beforeAll(async () => {
  ;[t, h] = await Promise.all([createTestApp(), createHarness()])
  wallet = walletOnLoopback(h)
  await wallet.start()
  const client = httpWalletClient({ baseUrl: wallet.url(), serviceKey: h.serviceKey })
  money = outboxMoney({ db: t.database.db, client, maxDelayMs: 0, log: () => {} })
  brand = await makeUser(t, 'brand')
  await h.service.fund({ userId: brand.id, amount: 10_000, email: brand.email, idempotencyKey: `fund:${brand.id}` })
}, 60_000)
afterAll(async () => {
  await wallet.stop().catch(() => {})
  await Promise.all([t?.close(), h?.close()])
})

const request = (slots: number, id = randomUUID()): NewCampaign => ({ id, ownerId: brand.id, kind: 'script', title: 'Read it', brief: 'Read the script', script: 'Hello', unitAmount: 1_000, slots, holdHours: 24 })
const create = (input: NewCampaign) => createCampaign(t.database.db, input, brand.id, { size: async () => null }, money)
const statusOf = async (id: string) => (await t.database.db.select({ s: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]?.s
const balances = () => h.service.getBalances(brand.id)

describe('the money outbox with a wallet deployed apart', () => {
  it('a confirmed escrow makes the campaign live; a refused one is marked refused and answers the wallet\'s 409, again on a resend', async () => {
    const ok = await create(request(3))
    expect(ok).toMatchObject({ created: true, campaign: { status: 'active' } })
    expect(await balances()).toMatchObject({ available: 7_000, escrow: 3_000 })

    const dear = request(50)
    // Answered at once with the wallet's own code, as in process; a resend is told the wallet refused it.
    await expect(create(dear)).rejects.toMatchObject({ status: 409, code: 'insufficient_funds', message: expect.stringMatching(/Insufficient funds/) })
    expect(await statusOf(dear.id!)).toBe('refused')
    await expect(create(dear)).rejects.toMatchObject({ status: 409, code: 'wallet_refused', message: expect.stringMatching(/Insufficient funds/) })
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, brand.id))
    expect(told.map((n) => n.type)).toContain('campaign_refused')
    expect(await balances()).toMatchObject({ available: 7_000, escrow: 3_000 })
  })

  it('with the wallet down the campaign waits (503, not live); the job delivers it once the wallet is back', async () => {
    await wallet.stop()
    const input = request(2)
    await expect(create(input)).rejects.toMatchObject({ status: 503, code: 'wallet_pending' })
    expect(await statusOf(input.id!)).toBe('pending')
    expect(await money.deliverDue({ all: true })).toEqual({ delivered: 0, refused: 0, waiting: 1 })
    await wallet.start()
    expect(await money.deliverDue()).toEqual({ delivered: 1, refused: 0, waiting: 0 })
    expect(await statusOf(input.id!)).toBe('active')
    // The resend answers with the live campaign.
    expect(await create(input)).toMatchObject({ created: false, campaign: { id: input.id, status: 'active' } })
    expect(await balances()).toMatchObject({ available: 5_000, escrow: 5_000 })
  })

  it('a movement delivered again (a lost answer) moves money once; a key recorded again with other content is refused', async () => {
    const key = `test:${randomUUID()}:refund`
    const movement = { type: 'refund' as const, userId: brand.id, amount: 500, idempotencyKey: key }
    await t.database.db.transaction((tx) => money.record(tx, movement))
    expect(await money.deliver([key])).toEqual([{ key, state: 'delivered' }])
    // As if the answer had been lost: the row is pending again and the job delivers it again.
    await t.database.db.update(moneyOutbox).set({ status: 'pending' }).where(eq(moneyOutbox.key, key))
    expect(await money.deliverDue({ all: true })).toMatchObject({ delivered: 1 })
    expect(await balances()).toMatchObject({ available: 5_500, escrow: 4_500 })
    await expect(t.database.db.transaction((tx) => money.record(tx, { ...movement, amount: 600 }))).rejects.toThrow(/different content/)
    await expect(h.service.move({ ...movement, amount: 600 })).rejects.toMatchObject({ status: 422 })
    // The admin dashboards' totals come from the wallet too.
    expect(await money.totals(t.database.db)).toMatchObject({ funded: 10_000, available: 5_500, escrow: 4_500, fees: 0 })
  })

  it("a deleted account's wallet closes only once nothing for it waits in the outbox, and then takes nothing", async () => {
    const [payer, creator, empty] = [await makeUser(t, 'brand'), await makeUser(t, 'tiktoker'), await makeUser(t, 'tiktoker')]
    await h.service.fund({ userId: payer.id, amount: 1_000, email: payer.email, idempotencyKey: `fund:${payer.id}` })
    await h.service.move({ type: 'escrow', userId: payer.id, amount: 1_000, idempotencyKey: `escrow:${payer.id}` })
    const close = (userId: string) => t.database.db.transaction((tx) => money.closeWallet(tx, userId))
    const pay = (to: string) => ({ type: 'pay' as const, fromUserId: payer.id, toUserId: to, amount: 300, fee: 0, idempotencyKey: `test:${randomUUID()}:pay` })
    // Recorded, not yet delivered (as while the wallet is away): the closing must wait for it.
    const first = pay(creator.id)
    await t.database.db.transaction((tx) => money.record(tx, first))
    await expect(close(creator.id)).rejects.toMatchObject({ status: 409, code: 'money_underway' })
    expect(await money.deliver([first.idempotencyKey])).toMatchObject([{ state: 'delivered' }])
    // Delivered: the wallet holds it now, and says so.
    expect(await close(creator.id)).toEqual({ closed: false, balances: { available: 300, escrow: 0, pendingPayout: 0, onHold: 0 } })

    expect(await close(empty.id)).toMatchObject({ closed: true })
    const late = pay(empty.id)
    await t.database.db.transaction((tx) => money.record(tx, late))
    expect(await money.deliver([late.idempotencyKey])).toMatchObject([{ state: 'refused', status: 409, code: 'account_closed' }])
    expect(await h.service.getBalances(empty.id)).toMatchObject({ available: 0, escrow: 0 })
  })
})
