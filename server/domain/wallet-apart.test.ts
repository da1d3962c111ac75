import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { serve, type ServerType } from '@hono/node-server'
import { count, eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FUNDS } from '../../seed/portal/demo-marketplace'
import { users } from '../db/schema/accounts'
import { campaigns } from '../db/schema/marketplace'
import { call, makeUser } from '../test/accounts'
import { createTestApp, type TestApp } from '../test/test-app'
import { httpWalletClient } from '../wallet/client'
import { assertLedgerSound, createHarness, type Harness } from '../wallet/test-harness'
import { bootstrap } from './bootstrap'
import { outboxMoney } from './money-outbox'
import type { MoneyPort } from './money-port'

// A portal started with WALLET_URL against a wallet on loopback with its own database. The wallet
// sits behind a switch: answering, or hanging (it takes a request and never answers).

let t: TestApp
let h: Harness
let server: ServerType
let hang = false
let money: MoneyPort
const lines: string[] = []

beforeAll(async () => {
  h = await createHarness()
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: (req) => (hang ? new Promise<Response>(() => {}) : h.app.fetch(req)), port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port))
  })
  const walletUrl = `http://127.0.0.1:${port}/api/wallet`
  t = await createTestApp({ WALLET_URL: walletUrl, WALLET_SERVICE_KEY: h.serviceKey, WALLET_INLINE_TIMEOUT_MS: '300', WALLET_OUTBOX_MAX_DELAY_MS: '0' })
  // The outbox the start-up uses (the app builds its own on the same database).
  money = outboxMoney({ db: t.database.db, client: httpWalletClient({ baseUrl: walletUrl, serviceKey: h.serviceKey }), maxDelayMs: 0, log: () => {} })
  await bootstrap({ ...t.database, kind: 'pglite' }, t.env, (l) => lines.push(l), money)
}, 120_000)
afterAll(async () => {
  ;(server as Server | undefined)?.closeAllConnections()
  server?.close()
  await Promise.all([t?.close(), h?.close()])
})

const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id
const rowsOf = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
const portalLedgerRows = async () => Number((await rowsOf<{ n: string }>(sql`select (select count(*) from wallet_accounts) + (select count(*) from wallet_transactions) as n`))[0]?.n)
const login = async (email: string) => ((await (await call(t, 'POST', '/api/auth/login', { body: { email, password: 'Password123!' } })).json()) as { accessToken: string }).accessToken

describe('a portal with the wallet deployed apart (WALLET_URL)', () => {
  it('seeds the demo marketplace through the wallet, with no wallet rows in its own database', async () => {
    expect(lines.filter((l) => l.startsWith('Demo marketplace:'))).toHaveLength(1)
    const live = await t.database.db.select({ n: count() }).from(campaigns).where(eq(campaigns.status, 'active'))
    expect(live[0]?.n).toBe(10)
    expect(await h.service.getBalances(await idOf('creator@soundportal.test'))).toMatchObject({ available: 135_000, escrow: 0, onHold: 54_000 + 63_000 })
    const artist = await h.service.getBalances(await idOf('artist@soundportal.test'))
    expect(artist.available + artist.escrow).toBe(DEMO_FUNDS.artist - 150_000 - 60_000 - 70_000)
    await assertLedgerSound(h.db)

    // A new account made through the API: its wallet is the wallet service's business.
    const signup = await call(t, 'POST', '/api/auth/signup', { body: { fullName: 'New Artist', email: `new-${randomUUID().slice(0, 8)}@example.test`, password: 'Password123!', role: 'artist' } })
    expect(signup.status).toBe(201)
    const { accessToken: token } = (await signup.json()) as { accessToken: string }
    const wallet = await call(t, 'POST', '/api/auth/get-user-wallet', { token })
    expect([wallet.status, ((await wallet.json()) as { available: number }).available]).toEqual([200, 0])
    expect(await portalLedgerRows()).toBe(0)
  })

  it('answers a write quickly when the wallet hangs; the owner alone sees the sound waiting, then live', async () => {
    const token = await login('artist@soundportal.test')
    const creator = await login('creator@soundportal.test')
    const other = await makeUser(t, 'artist')
    const before = (await (await call(t, 'GET', '/api/artist/get-all-sounds', { token })).json()) as { cursor: string }
    const upload = (await rowsOf<{ name: string }>(sql`select name from uploads limit 1`))[0]!.name
    const category = (await rowsOf<{ id: string }>(sql`select id from categories limit 1`))[0]!.id

    // The client's own timeout is 15 s and this test's 5 s: only the short inline timeout answers in time.
    hang = true
    const id = randomUUID()
    const made = await call(t, 'POST', '/api/artist/create-sound', { token, body: { id, title: 'Waiting tone', category_id: category, audio: upload, pay_per_use: 1_000, slots: 2 } })
    expect(made.status).toBe(503)
    expect(((await made.json()) as { code: string }).code).toBe('wallet_pending')
    hang = false

    const listed = async (tok: string, path = '/api/artist/get-all-sounds') => ((await (await call(t, 'GET', path, { token: tok })).json()) as { sounds: { id: string; status: string }[] }).sounds.find((s) => s.id === id)
    expect(await listed(token)).toMatchObject({ status: 'pending' })
    expect(await listed(token, '/api/artist/get-artist-sounds')).toMatchObject({ status: 'pending' })
    expect(await listed(creator)).toBeUndefined()
    expect(await listed(other.token)).toBeUndefined()

    // The job delivers it; the owner's next pull (since the last cursor) has it live.
    expect(await money.deliverDue({ all: true })).toMatchObject({ delivered: 1 })
    const delta = (await (await call(t, 'GET', `/api/artist/get-all-sounds?since=${encodeURIComponent(before.cursor)}`, { token })).json()) as { sounds: { id: string; status: string }[] }
    expect(delta.sounds.find((s) => s.id === id)).toMatchObject({ status: 'active' })
    expect(await listed(creator)).toMatchObject({ status: 'active' })
  })
})
