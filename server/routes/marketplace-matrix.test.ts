import { count, eq } from 'drizzle-orm'
import { users } from '../db/schema/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaigns, clicks, slotHolds, uses } from '../db/schema/marketplace'
import { ROLES, type Role } from '../lib/account-values'
import { call, makeUser, type TestUser } from '../test/accounts'
import { makeInfluencer } from '../test/market'
import { marketplaceEndpoints, ownerFor, requestHeaders, type Endpoint, type Fixtures } from '../test/marketplace-endpoints'
import { MARKETPLACE_ROUTES } from '../test/marketplace-routes'
import { createTestApp, type TestApp } from '../test/test-app'
import { walletTransactions } from '../wallet/schema'

/**
 * Every marketplace endpoint as anonymous, as each role on its own resources, and as another
 * user of the same role on someone else's (403 unless admin), then with bad input (400) —
 * and every refusal leaves the marketplace tables and the ledger as they were.
 */
let t: TestApp
const fixtures = {} as Fixtures
const ENDPOINTS = marketplaceEndpoints(fixtures)

function request(e: Endpoint, user: TestUser | null, input: Record<string, unknown>) {
  if (e.method === 'GET') {
    const q = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()
    return call(t, 'GET', `/api${e.path}${q ? `?${q}` : ''}`, { token: user?.token })
  }
  return call(t, 'POST', `/api${e.path}`, { token: user?.token, body: input, headers: requestHeaders.get(input) })
}

const allows = (e: Endpoint, role: Role) => e.who === 'public' || e.who === 'any' || e.who.includes(role) || (role === 'musician' && e.who.includes('artist'))

async function footprint() {
  const n = async (table: typeof campaigns | typeof slotHolds | typeof uses | typeof clicks | typeof walletTransactions) => (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0
  return [await n(campaigns), await n(slotHolds), await n(uses), await n(clicks), await n(walletTransactions)]
}

beforeAll(async () => {
  t = await createTestApp()
  fixtures.artist = await makeUser(t, 'artist')
  fixtures.brand = await makeUser(t, 'brand')
  fixtures.creator = await makeInfluencer(t)
})
afterAll(() => t.close())

/**
 * Writes an account that is not approved may still make (server/domain/account-policy.ts): getting
 * its money back out of campaigns, and, while pending, deciding videos on its campaigns.
 */
const STATE_ALLOWED: Record<string, ('pending' | 'rejected')[]> = {
  '/artist/delete-sound': ['pending', 'rejected'],
  '/brand/delete-request': ['pending', 'rejected'],
  '/artist/delete-reserved-slots': ['pending', 'rejected'],
  '/approval/check-clicks-pending-requests': ['pending', 'rejected'],
  '/approval/by-artist': ['pending'],
  '/approval/by-artist-approve-all': ['pending'],
  '/approval/report': ['pending'],
}

/** A caller of the role: creators are verified influencers, so every creator rule passes. */
const userOf = (role: Role) => (role === 'tiktoker' ? makeInfluencer(t) : makeUser(t, role))

it('tests every marketplace route, and every route the app serves under these prefixes', async () => {
  expect(ENDPOINTS.map((e) => `${e.method} /api${e.path}`).sort()).toEqual([...MARKETPLACE_ROUTES].sort())
  const doc = await (await call(t, 'GET', '/api/openapi.json')).json()
  const served = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .filter(([p]) => /^\/(artist|approval|brand)\//.test(p) || p === '/auth/get-artist-dashboard' || p === '/auth/get-dashboard-new')
    .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} /api${p}`))
  expect(served.sort()).toEqual([...MARKETPLACE_ROUTES].sort())
})

describe.each(ENDPOINTS)('$method $path', (e) => {
  it('answers anonymous callers, wrong roles and other owners without writing anything', async () => {
    const refusals: [string, number, number][] = []
    const before = await footprint()
    for (const role of ROLES) {
      if (allows(e, role)) continue
      const caller = await userOf(role)
      const input = await e.build({ t, caller, owner: ownerFor(fixtures, e.who) })
      const mark = await footprint()
      const res = await request(e, caller, input)
      refusals.push([role, res.status, 403])
      expect(await footprint(), `${role} wrote something`).toEqual(mark)
    }
    if (e.who !== 'public') {
      const input = await e.build({ t, caller: fixtures.artist, owner: ownerFor(fixtures, e.who) })
      const mark = await footprint()
      refusals.push(['anonymous', (await request(e, null, input)).status, 401])
      expect(await footprint()).toEqual(mark)
    }
    if (e.owned) {
      for (const role of ROLES.filter((r) => r !== 'admin' && allows(e, r))) {
        const [caller, other] = [await userOf(role), await userOf(role)]
        const input = await e.build({ t, caller, owner: other })
        const mark = await footprint()
        refusals.push([`${role} on another's`, (await request(e, caller, input)).status, 403])
        expect(await footprint()).toEqual(mark)
      }
    }
    expect(refusals.map(([who, got]) => [who, got])).toEqual(refusals.map(([who, , want]) => [who, want]))
    expect(before.length).toBe(5)
  })

  it('serves every allowed role on its own resources (admins on anyone’s)', async () => {
    for (const role of ROLES) {
      if (!allows(e, role)) continue
      const caller = await userOf(role)
      const owner = role === 'admin' ? ownerFor(fixtures, e.who) : caller
      const res = await request(e, caller, await e.build({ t, caller, owner }))
      expect(res.status, `${role}: ${await res.clone().text()}`).toBe(e.ok)
    }
  })

  if (e.who !== 'public')
  it('refuses accounts awaiting approval or rejected where the account-state policy says so', async () => {
    const got: [string, number][] = []
    const want: [string, number][] = []
    for (const role of ROLES.filter((r) => r !== 'admin' && allows(e, r))) {
      for (const state of ['pending', 'rejected'] as const) {
        const caller = await userOf(role)
        const input = await e.build({ t, caller, owner: caller })
        await t.database.db.update(users).set({ approvalStatus: state }).where(eq(users.id, caller.id))
        const mark = await footprint()
        const res = await request(e, caller, input)
        got.push([`${state} ${role}`, res.status])
        const allowed = e.method === 'GET' || STATE_ALLOWED[e.path]?.includes(state)
        want.push([`${state} ${role}`, allowed ? e.ok : 403])
        if (!allowed) expect(await footprint(), `${state} ${role} wrote something`).toEqual(mark)
      }
    }
    expect(got).toEqual(want)
  })

  // Defined only for endpoints that take input, so no test is ever reported as skipped.
  const bad = e.bad
  if (bad)
  it('refuses bad input with 400 and a message, writing nothing', async () => {
    const role = e.who === 'public' || e.who === 'any' ? 'admin' : e.who[0]!
    const caller = await userOf(role)
    for (const input of bad) {
      const mark = await footprint()
      const res = await request(e, caller, input)
      const body = await res.json()
      expect([res.status, typeof body.message], JSON.stringify(input)).toEqual([400, 'string'])
      expect(await footprint()).toEqual(mark)
    }
  })
})
