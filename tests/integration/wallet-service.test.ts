import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite, openPostgres, type Db } from '../../server/db/client'
import { campaigns, uses } from '../../server/db/schema/marketplace'
import { moneyOutbox } from '../../server/db/schema/money'
import { assertLedgerSound } from '../../server/wallet/test-harness'
import { wav } from '../../server/test/media'
import { seedPgliteFolder } from '../../server/test/test-database'
import { startServerProcess, type ServerProcess } from './server-process'
import { freePort, killHard, startWalletProcess } from './wallet-process'

// The wallet as a separate service: its own process and database, the portal (its own process)
// reaching it over HTTP with WALLET_URL. The money path, a race on one sound, and either process
// killed with money in flight: in the end nothing is lost or doubled. The kills land inside a
// movement every run: the wallet holds its answer after the write (WALLET_TEST_HOLD_ANSWERS) and
// the test kills once the wallet says so. Four process starts in all (each killed once).

const SERVICE_KEY = randomBytes(24).toString('hex')
const ADMIN = { email: 'root@wallet-test.example', password: 'Password123!' }
const dirs = [mkdtempSync(path.join(tmpdir(), 'portal-ws-')), mkdtempSync(path.join(tmpdir(), 'wallet-ws-'))] as const
const running = new Set<ServerProcess>()
const pgAdmin = process.env.DATABASE_URL
const dbNames = [`ws_portal_${randomBytes(4).toString('hex')}`, `ws_wallet_${randomBytes(4).toString('hex')}`] as const
const urlOf = (name: string) => Object.assign(new URL(pgAdmin!), { pathname: `/${name}` }).toString()

async function adminSql(statement: string) {
  const c = new pg.Client({ connectionString: pgAdmin })
  await c.connect()
  await c.query(statement).finally(() => c.end())
}

afterAll(async () => {
  for (const p of running) p.child.kill('SIGKILL')
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
  if (pgAdmin) for (const n of dbNames) await adminSql(`drop database if exists ${n} with (force)`)
})

let walletPort = 0
let portal: ServerProcess
let wallet: ServerProcess
const portalEnv = () => ({
  WALLET_URL: `http://127.0.0.1:${walletPort}`,
  WALLET_SERVICE_KEY: SERVICE_KEY,
  WALLET_OUTBOX_INTERVAL_MS: '100',
  WALLET_OUTBOX_MAX_DELAY_MS: '200',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SIGNUP_LIMIT_PER_IP: '100',
  JWT_SECRET: SERVICE_KEY,
  // Videos are unverifiable at once, so approve-all takes them and races the one-by-one approvals.
  VIDEO_CHECKS: 'off',
  ...(pgAdmin ? { DATABASE_URL: urlOf(dbNames[0]) } : {}),
})
const walletEnv = () => ({ WALLET_SERVICE_KEY: SERVICE_KEY, ...(pgAdmin ? { DATABASE_URL: urlOf(dbNames[1]) } : {}) })
const track = (p: ServerProcess) => (running.add(p), p)
const startPortal = async () => (portal = track(await startServerProcess(dirs[0], portalEnv())))
/** `hold`: the wallet writes the first delivery of each movement of this type and never answers it. */
const startWallet = async (hold: 'pay' | 'refund') => (wallet = track(await startWalletProcess(dirs[1], walletPort, { ...walletEnv(), WALLET_TEST_HOLD_ANSWERS: hold })))
/** Resolves once the wallet says it wrote a movement whose key ends with `suffix` and holds its answer. */
const heldBy = (w: ServerProcess, suffix: string) => until(`the wallet holds the answer of a ${suffix}`, async () => new RegExp(`${suffix} written; its answer is held`).test(w.output()))

// Answers are read loosely here; the routes' own tests check their shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>

async function api(token: string | null, method: 'GET' | 'POST', route: string, body?: unknown) {
  const res = await fetch(`${portal.url}/api${route}`, {
    method,
    headers: { render: 'backend', ...(token ? { 'x-access-token': token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as Loose }
}

async function until(what: string, check: () => Promise<boolean>) {
  for (let i = 0; i < 1200; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`Never happened: ${what}`)
}

interface User {
  id: string
  token: string
}
async function login(email: string): Promise<User> {
  const r = await api(null, 'POST', '/auth/login', { email, password: ADMIN.password })
  expect(r.status).toBe(200)
  return { id: r.body.userData.id, token: r.body.accessToken }
}
async function signUp(admin: User, role: 'artist' | 'tiktoker', name: string): Promise<User> {
  const r = await api(null, 'POST', '/auth/signup', { fullName: name, email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@wallet-test.example`, password: ADMIN.password, role })
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  const user = { id: r.body.userData.id as string, token: r.body.accessToken as string }
  expect((await api(admin.token, 'POST', '/auth/update-account-approval-status', { uid: user.id, status: 'approved' })).status).toBe(200)
  if (role === 'tiktoker') {
    const asked = await api(user.token, 'POST', '/followers-scraper', { profileUrl: `https://www.tiktok.com/@${name.toLowerCase()}` })
    expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(300)
    const verified = await api(admin.token, 'POST', '/auth/confirm-follower-verification', { id: asked.body.verification.id, followers: 5_000, status: 'verified' })
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
  }
  return user
}
const balances = async (u: User) => (await api(u.token, 'POST', '/auth/get-user-wallet')).body as { available: number; escrow: number; onHold: number }

async function newSound(artist: User, category: string, slots: number, payPerUse = 1_000) {
  const form = new FormData()
  form.set('file', new Blob([wav(1)], { type: 'audio/wav' }), 'tone.wav')
  const up = await fetch(`${portal.url}/api/upload_file`, { method: 'POST', headers: { 'x-access-token': artist.token, render: 'backend' }, body: form })
  expect(up.status).toBe(201)
  const audio = ((await up.json()) as { file: string }).file
  const input = { id: randomUUID(), title: `Tone ${slots}`, category_id: category, audio, pay_per_use: payPerUse, slots }
  return { ...(await api(artist.token, 'POST', '/artist/create-sound', input)), input }
}

/** Opens a stopped process's database to read its records. */
async function openStopped(which: 0 | 1): Promise<{ db: Db; close: () => Promise<void> }> {
  if (pgAdmin) {
    if (which === 0) return openPostgres(urlOf(dbNames[0]))
    const pool = new pg.Pool({ connectionString: urlOf(dbNames[1]) })
    return { db: drizzlePg({ client: pool }) as unknown as Db, close: () => pool.end() }
  }
  if (which === 0) return openPglite(dirs[0])
  const client = new PGlite(path.join(dirs[1], 'wallet-pglite'))
  return { db: drizzlePglite({ client }) as unknown as Db, close: () => client.close() }
}

describe('the wallet deployed apart (WALLET_URL)', () => {
  it('moves the money of the whole path once, through a race and either process killed mid-movement', async () => {
    if (pgAdmin) for (const n of dbNames) await adminSql(`create database ${n}`)
    walletPort = await freePort()
    // The portal starts from the run's migrated database instead of creating its own; the wallet
    // creates its own from its own migrations only, as a wallet deployed apart does (checked below).
    if (!pgAdmin) await seedPgliteFolder(path.join(dirs[0], 'pglite'))
    await Promise.all([startWallet('pay'), startPortal()])
    const admin = await login(ADMIN.email)
    const category = (await api(admin.token, 'POST', '/category/create', { name: `Tones ${randomUUID().slice(0, 6)}` })).body.category.id as string
    const artist = await signUp(admin, 'artist', 'Artist')
    const creators = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(admin, 'tiktoker', `Creator${i}`)))

    // Fund, then a sound escrows its budget; one beyond the balance is refused with the wallet's reason.
    expect((await api(artist.token, 'POST', '/auth/fund-user-wallet', { amount: 20_000 })).status).toBe(200)
    expect(await balances(artist)).toMatchObject({ available: 20_000, escrow: 0 })
    const sound = await newSound(artist, category, 3)
    expect(sound.status, JSON.stringify(sound.body)).toBe(201)
    expect(sound.body.sound.status).toBe('active')
    expect(await balances(artist)).toMatchObject({ available: 17_000, escrow: 3_000 })
    const tooDear = await newSound(artist, category, 100)
    expect(tooDear.status).toBe(409)
    expect(tooDear.body.message).toMatch(/Insufficient funds/)
    expect(await balances(artist)).toMatchObject({ available: 17_000, escrow: 3_000 })

    // The race: six creators want three slots at once; the three who got one submit at once.
    const soundid = sound.body.sound.id as string
    const holds = await Promise.all(creators.map((c) => api(c.token, 'POST', '/artist/add-hold-slot', { soundid, id: randomUUID() })))
    expect(holds.filter((h) => h.status === 201), JSON.stringify(holds.map((h) => h.body?.message))).toHaveLength(3)
    const holders = creators.filter((_, i) => holds[i]!.status === 201)
    const submitted = await Promise.all(holders.map((c, i) => api(c.token, 'POST', '/approval/use-sound', { soundid, id: randomUUID(), video_url: `https://www.tiktok.com/@c${i}/video/${Date.now()}${i}` })))
    expect(submitted.map((s) => s.status)).toEqual([201, 201, 201])
    const [rejected, ...kept] = submitted
    expect((await api(artist.token, 'POST', '/approval/by-artist', { approval_id: rejected!.body.approval.id, status: 'rejected' })).status).toBe(200)

    // Approvals race each other (one by one and all at once); the wallet is killed once it has
    // written a payment and not yet answered it.
    const approvals = Promise.all([
      ...kept.map((s) => api(artist.token, 'POST', '/approval/by-artist', { approval_id: s.body.approval.id, status: 'approved' })),
      api(artist.token, 'POST', '/approval/by-artist-approve-all', { soundid }),
    ])
    await heldBy(wallet, ':pay')
    await killHard(wallet)
    running.delete(wallet)
    const answers = await approvals
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2)
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)

    // The wallet down: a new sound waits (503, not live); a deletion is answered and its refund waits.
    const waiting = await newSound(artist, category, 2)
    expect(waiting.status).toBe(503)
    expect(waiting.body.code).toBe('wallet_pending')
    const deleted = await api(artist.token, 'POST', '/artist/delete-sound', { soundid })
    expect(deleted.status).toBe(200)
    expect(deleted.body.refunded).toBe(1_000)

    // The wallet back: the portal's job delivers what waited (the held payment again, answered this
    // time), and is killed once the wallet has written the refund but not answered it.
    await startWallet('refund')
    await heldBy(wallet, ':refund')
    await killHard(portal)
    running.delete(portal)
    await startPortal()
    await until('the outbox is delivered after the restarts', async () => {
      const b = await balances(artist)
      return b.escrow === 2_000 && b.available === 20_000 - 3_000 + 1_000 - 2_000
    })
    // Approved videos' pay waits on hold (PAYOUT_HOLD_HOURS) in the wallet apart too.
    const earned = await Promise.all(holders.map(async (c) => (await balances(c)).onHold))
    expect(earned.sort()).toEqual([0, 900, 900])
    // The sound made while the wallet was down went live once its escrow was confirmed; sent again, it is the same sound.
    const again = await api(artist.token, 'POST', '/artist/create-sound', waiting.input)
    expect(again.status).toBe(200)
    expect(again.body.sound).toMatchObject({ id: waiting.input.id, status: 'active' })

    // Stop both, then compare the ledger with the marketplace's records.
    portal.child.kill('SIGTERM')
    wallet.child.kill('SIGTERM')
    await Promise.all([portal.exited, wallet.exited])
    running.clear()
    const [market, ledger] = await Promise.all([openStopped(0), openStopped(1)])
    try {
      await assertLedgerSound(ledger.db)
      // The wallet's database holds the wallet's schema and nothing of the portal's.
      const tables = (await ledger.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`)) as unknown as { rows: { name: string }[] }
      expect(tables.rows.map((r) => r.name)).toEqual(['wallet_accounts', 'wallet_bank_accounts', 'wallet_entries', 'wallet_fundings', 'wallet_payouts', 'wallet_settings', 'wallet_transactions'])
      // Only this artist's campaigns (a fresh embedded portal also seeds the demo's, through the wallet).
      const rows = await market.db.select().from(campaigns).where(eq(campaigns.ownerId, artist.id))
      const live = rows.filter((c) => c.status === 'active' || c.status === 'deleted')
      expect(rows.map((c) => c.status).sort()).toEqual(['active', 'deleted', 'refused'])
      const owed = live.reduce((s, c) => s + c.escrowed - c.paid - c.refunded, 0)
      const spent = live.reduce((s, c) => s + c.escrowed - c.refunded, 0)
      const ids = new Set(rows.map((c) => c.id))
      const paid = (await market.db.select().from(uses)).filter((u) => ids.has(u.campaignId) && u.status === 'approved')
      expect(paid).toHaveLength(2)
      expect(owed).toBe(2_000)
      expect(spent).toBe(4_000)
      expect((await market.db.select().from(moneyOutbox)).filter((r) => r.status === 'pending')).toEqual([])
      const accounts = await ledger.db.execute(sql`select owner, kind, balance from wallet_accounts`)
      const of = (owner: string, kind: string) => Number((accounts as unknown as { rows: { owner: string; kind: string; balance: string }[] }).rows.find((r) => r.owner === owner && r.kind === kind)?.balance ?? 0)
      expect(of(artist.id, 'escrow')).toBe(owed)
      expect(of(artist.id, 'available')).toBe(20_000 - spent)
      for (const u of paid) expect(of(u.creatorId, 'on_hold')).toBe(u.amount - (u.fee ?? 0))
    } finally {
      await Promise.all([market.close(), ledger.close()])
    }
  }, 180_000)
})
