import { createHmac, randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalances } from '../domain/accounts'
import { withdraw } from '../domain/payouts'
import { createHarness, type Harness } from '../test-harness'
import { paystackProvider, verifyPaystackSignature } from './paystack'

const SECRET = 'sk_test_standin_0123456789'

/** A stand-in for api.paystack.co speaking its documented shapes: `{ status, message, data }`. */
function standIn() {
  const transfers = new Map<string, { status: string; amount: number; recipient: string }>()
  const seen: { method: string; path: string; body: Record<string, unknown> | null }[] = []
  /** References whose next /transfer answers 500 (a provider hiccup). */
  const failNext = new Set<string>()
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : null
    const url = new URL(req.url ?? '/', 'http://x')
    seen.push({ method: req.method ?? '', path: url.pathname, body })
    const send = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    if (req.headers.authorization !== `Bearer ${SECRET}`) return send(401, { status: false, message: 'Invalid key' })
    if (req.method === 'GET' && url.pathname === '/bank') {
      return send(200, { status: true, message: 'Banks retrieved', data: [{ name: 'Access Bank', code: '044', active: true }, { name: 'Old Bank', code: '999', active: false }] })
    }
    if (req.method === 'GET' && url.pathname === '/bank/resolve') {
      if (url.searchParams.get('account_number') === '0000000000') return send(422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' })
      return send(200, { status: true, message: 'Account number resolved', data: { account_number: url.searchParams.get('account_number'), account_name: 'ADA OBI', bank_id: 1 } })
    }
    if (req.method === 'POST' && url.pathname === '/transferrecipient') {
      return send(201, { status: true, message: 'Transfer recipient created successfully', data: { recipient_code: `RCP_${body.account_number}`, type: 'nuban' } })
    }
    if (req.method === 'POST' && url.pathname === '/transfer') {
      if (failNext.delete(body.reference)) return send(500, { status: false, message: 'Internal error' })
      if (transfers.has(body.reference)) return send(400, { status: false, message: 'Duplicate Transfer Reference' })
      transfers.set(body.reference, { status: 'pending', amount: body.amount, recipient: body.recipient })
      return send(200, { status: true, message: 'Transfer has been queued', data: { reference: body.reference, status: 'pending', transfer_code: `TRF_${body.reference}` } })
    }
    const verify = url.pathname.match(/^\/transfer\/verify\/(.+)$/)
    if (req.method === 'GET' && verify) {
      const t = transfers.get(decodeURIComponent(verify[1]!))
      return t ? send(200, { status: true, message: 'Transfer retrieved', data: { status: t.status, amount: t.amount } }) : send(404, { status: false, message: 'Transfer not found' })
    }
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      return send(200, { status: true, message: 'Authorization URL created', data: { authorization_url: `https://checkout.example/${body.reference}`, access_code: 'ac', reference: body.reference } })
    }
    send(404, { status: false, message: 'No route' })
  })
  return { server, transfers, seen, failNext }
}

const stand = standIn()
let h: Harness
const sign = (raw: string) => createHmac('sha512', SECRET).update(raw).digest('hex')
const webhook = (event: unknown, signature?: string) => {
  const raw = JSON.stringify(event)
  return h.call('POST', '/api/wallet/webhooks/paystack', { body: raw, headers: { 'x-paystack-signature': signature ?? sign(raw) } })
}

beforeAll(async () => {
  await new Promise<void>((r) => stand.server.listen(0, '127.0.0.1', r))
  const { port } = stand.server.address() as AddressInfo
  h = await createHarness({ provider: paystackProvider({ secretKey: SECRET, baseUrl: `http://127.0.0.1:${port}`, currency: 'NGN' }) })
})
afterAll(async () => {
  await h.close()
  await new Promise((r) => stand.server.close(r))
})

describe('Paystack adapter against a stand-in', () => {
  it('lists active banks and resolves an account name; an unknown account resolves to null', async () => {
    expect(await h.provider.listBanks()).toEqual([{ code: '044', name: 'Access Bank' }])
    expect(await h.provider.resolveAccount('044', '0123456789')).toBe('ADA OBI')
    expect(await h.provider.resolveAccount('044', '0000000000')).toBeNull()
    expect(stand.seen.find((s) => s.path === '/bank/resolve')).toBeTruthy()
  })

  it('pays a withdrawal through a recipient and a transfer carrying our own reference; a replay sends nothing', async () => {
    const user = (await h.makeUser()).id
    const bank = await h.service.initBankAccount({ userId: user, bankCode: '044', accountNumber: '0123456789' })
    expect(bank).toMatchObject({ accountName: 'ADA OBI', status: 'pending' })
    await h.service.confirmBankAccount({ userId: user, id: bank.id })
    const { funding } = await h.service.fund({ userId: user, amount: 9_000, email: 'x@example.test', idempotencyKey: `t:${randomUUID()}` })
    expect((await webhook({ event: 'charge.success', data: { reference: funding.reference, amount: 9_000, status: 'success' } })).status).toBe(200)
    expect((await getBalances(h.db, user)).available).toBe(9_000)

    const w = await h.service.withdraw({ userId: user, amount: 4_000, bankAccountId: bank.id, idempotencyKey: 'k-w' })
    expect(w.payout.status).toBe('processing')
    expect(stand.transfers.get(w.payout.reference)).toEqual({ status: 'pending', amount: 4_000, recipient: 'RCP_0123456789' })
    expect(stand.seen.filter((s) => s.path === '/transfer').at(-1)?.body).toMatchObject({ source: 'balance', reference: w.payout.reference, amount: 4_000, currency: 'NGN' })
    const transfersBefore = stand.seen.filter((s) => s.path === '/transfer').length
    const again = await h.service.withdraw({ userId: user, amount: 4_000, bankAccountId: bank.id, idempotencyKey: 'k-w' })
    expect(again.payout.id).toBe(w.payout.id)
    expect(stand.seen.filter((s) => s.path === '/transfer').length).toBe(transfersBefore)
    expect(await getBalances(h.db, user)).toEqual({ available: 5_000, escrow: 0, pendingPayout: 4_000, onHold: 0 })
  })

  it('a 500 on the first transfer leaves the payout pending; the next run verifies, resends the same reference, and pays once', async () => {
    const user = (await h.makeUser()).id
    const bank = await h.service.initBankAccount({ userId: user, bankCode: '044', accountNumber: '1112223334' })
    await h.service.confirmBankAccount({ userId: user, id: bank.id })
    const ref = (await h.service.fund({ userId: user, amount: 2_000, email: 'y@example.test', idempotencyKey: 'k-fund-2' })).funding.reference
    await webhook({ event: 'charge.success', data: { reference: ref, amount: 2_000 } })

    const w = await withdraw(h.db, { userId: user, amount: 2_000, bankAccountId: bank.id, idempotencyKey: 'k-w3' })
    stand.failNext.add(w.payout.reference)
    expect(await h.service.settlePayouts({ now: new Date() })).toMatchObject({ waiting: 1 })
    expect(stand.transfers.has(w.payout.reference)).toBe(false)
    await h.service.settlePayouts({ now: new Date(Date.now() + 10 * 60_000) })
    const calls = stand.seen.filter((s) => s.path === '/transfer' && s.body?.reference === w.payout.reference)
    expect(calls).toHaveLength(2)
    expect(stand.transfers.get(w.payout.reference)?.amount).toBe(2_000)

    // Paystack's final word arrives by webhook: the payout settles, once, however often it is told.
    for (let i = 0; i < 2; i++) expect((await webhook({ event: 'transfer.success', data: { reference: w.payout.reference } })).status).toBe(200)
    expect(await getBalances(h.db, user)).toEqual({ available: 0, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect(h.notifications.filter((n) => n.kind === 'payout_settled' && n.data.payoutId === w.payout.id)).toHaveLength(1)
  })
})

describe('Paystack funding and webhooks', () => {
  it('funding returns the checkout address and credits only on a signed charge.success, once', async () => {
    const user = (await h.makeUser()).id
    const started = await h.service.fund({ userId: user, amount: 5_000, email: 'z@example.test', idempotencyKey: 'k-fund-3' })
    expect(started.funding).toMatchObject({ status: 'pending', authorizationUrl: `https://checkout.example/${started.funding.reference}` })
    expect(started.transaction).toBeNull()
    const event = { event: 'charge.success', data: { reference: started.funding.reference, amount: 5_000 } }
    expect((await webhook(event, 'deadbeef')).status).toBe(401)
    expect((await h.call('POST', '/api/wallet/webhooks/paystack', { body: JSON.stringify(event) })).status).toBe(401)
    expect((await getBalances(h.db, user)).available).toBe(0)
    for (let i = 0; i < 3; i++) expect((await webhook(event)).status).toBe(200)
    expect((await getBalances(h.db, user)).available).toBe(5_000)
    expect(h.notifications.filter((n) => n.userId === user && n.kind === 'wallet_funded')).toHaveLength(1)
    expect(await (await webhook({ event: 'charge.success', data: { reference: 'not-ours', amount: 1 } })).json()).toEqual({ handled: 'unknown_reference' })
  })

  it('checks the signature in constant time over the raw body', () => {
    const raw = '{"event":"x"}'
    expect(verifyPaystackSignature(SECRET, raw, sign(raw))).toBe(true)
    expect(verifyPaystackSignature(SECRET, `${raw} `, sign(raw))).toBe(false)
    expect(verifyPaystackSignature(SECRET, raw, undefined)).toBe(false)
    expect(verifyPaystackSignature(SECRET, raw, 'zz')).toBe(false)
  })
})
