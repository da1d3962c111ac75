import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory } from '../domain/categories'
import { requestVerification } from '../domain/follower-verification'
import { manualFollowerChecker } from '../lib/follower-checker'
import { ROLES, type Role } from '../lib/account-values'
import { makeUser, TEST_PASSWORD, type TestUser } from '../test/accounts'
import { MARKETPLACE_ROUTES } from '../test/marketplace-routes'
import { PNG } from '../test/media'
import { createTestApp, type TestApp } from '../test/test-app'

/**
 * Every endpoint, called as anonymous, as each role on the caller's own account ("self"), and as
 * a different user of the same role on the first user's account ("peer"). The expected status
 * follows from three facts per endpoint: who may call it, whether it acts on an account given
 * by id (then a peer is 403 unless admin), and its success status.
 */
type Caller = 'anonymous' | Role
type Relation = 'self' | 'peer'

interface Ctx {
  caller: TestUser | null
  owner: TestUser
  t: TestApp
}

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  /** 'public': no token needed; 'any': every signed-in role; else the roles allowed. */
  who: 'public' | 'any' | Role[]
  /** Acts on the account named in the request, which must be the caller's own unless admin. */
  owned?: boolean
  /** Needs throwaway users (the call changes or removes them). */
  fresh?: boolean
  ok: number
  build?: (ctx: Ctx) => Promise<{ query?: string; body?: unknown; form?: FormData }> | { query?: string; body?: unknown; form?: FormData }
}

const unique = () => randomUUID().slice(0, 8)
/** A device's PushSubscriptionJSON on a listed push service (nothing is sent to it here). */
const pushDevice = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${unique()}`,
  keys: { p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'), auth: randomBytes(16).toString('base64url') },
})
let creatorTarget: TestUser

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/health', who: 'public', ok: 200 },
  // Any signed-in caller may ask about its own keys (the literal `{key}` is not a UUID, hence 400);
  // what the lookup answers is tested in server/middleware/idempotency.test.ts.
  { method: 'GET', path: '/api/idempotency/{key}', who: 'any', ok: 400 },
  { method: 'POST', path: '/api/auth/send-password-reset-email', who: 'public', ok: 200, build: () => ({ body: { email: `x${unique()}@example.test` } }) },
  { method: 'GET', path: '/api/auth/me', who: 'any', ok: 200 },
  { method: 'POST', path: '/api/auth/logout', who: 'any', fresh: true, ok: 200 },
  { method: 'POST', path: '/api/auth/change-password', who: 'any', fresh: true, ok: 200, build: () => ({ body: { currentPassword: TEST_PASSWORD, newPassword: 'another-password-1' } }) },
  { method: 'POST', path: '/api/auth/update-profile', who: 'any', ok: 200, build: () => ({ body: { fullName: 'Renamed Through The Matrix' } }) },
  { method: 'GET', path: '/api/auth/get-users', who: ['admin'], ok: 200 },
  { method: 'GET', path: '/api/auth/get-user-by-id', who: 'any', owned: true, ok: 200, build: ({ owner }) => ({ query: `userid=${owner.id}` }) },
  { method: 'GET', path: '/api/auth/get-user-by-email', who: 'any', owned: true, ok: 200, build: ({ owner }) => ({ query: `email=${encodeURIComponent(owner.email)}` }) },
  { method: 'POST', path: '/api/auth/delete-user', who: 'any', owned: true, fresh: true, ok: 200, build: ({ owner }) => ({ body: { uid: owner.id, password: TEST_PASSWORD } }) },
  {
    method: 'POST',
    path: '/api/auth/update-user-email',
    who: 'any',
    owned: true,
    fresh: true,
    ok: 200,
    build: ({ owner }) => ({ body: { uid: owner.id, email: `moved-${unique()}@example.test`, password: TEST_PASSWORD } }),
  },
  { method: 'POST', path: '/api/auth/update-user-account-role', who: ['admin'], owned: true, fresh: true, ok: 200, build: ({ owner }) => ({ body: { uid: owner.id, role: 'artist' } }) },
  { method: 'POST', path: '/api/auth/update-user-account-speciality', who: 'any', owned: true, ok: 200, build: ({ owner }) => ({ body: { uid: owner.id, speciality: 'Dance' } }) },
  { method: 'POST', path: '/api/auth/update-user-spam-videos-status', who: ['admin'], ok: 200, build: () => ({ body: { uid: creatorTarget.id, status: 'disabled' } }) },
  { method: 'POST', path: '/api/auth/update-account-approval-status', who: ['admin'], owned: true, ok: 200, build: ({ owner }) => ({ body: { uid: owner.id, status: 'approved' } }) },
  { method: 'POST', path: '/api/auth/update-account-influencer-status', who: ['admin'], ok: 200, build: () => ({ body: { uid: creatorTarget.id, status: 'No' } }) },
  { method: 'POST', path: '/api/auth/apply-brand', who: ['tiktoker'], owned: true, fresh: true, ok: 200, build: ({ owner }) => ({ body: { user_id: owner.id } }) },
  {
    method: 'POST',
    path: '/api/auth/decide-brand-application',
    who: ['admin'],
    ok: 200,
    build: async ({ t }) => ({ body: { user_id: (await makeUser(t, 'tiktoker', { brandApplied: 'pending' })).id, decision: 'rejected' } }),
  },
  { method: 'GET', path: '/api/auth/get-notifications', who: 'any', owned: true, ok: 200, build: ({ owner }) => ({ query: `user_id=${owner.id}` }) },
  { method: 'POST', path: '/api/auth/mark-notifications-read', who: 'any', ok: 200, build: () => ({ body: { all: true } }) },
  { method: 'GET', path: '/api/push/key', who: 'any', ok: 200 },
  { method: 'POST', path: '/api/push/subscriptions', who: 'any', ok: 200, build: () => ({ body: { ...pushDevice(), kinds: ['money'] } }) },
  { method: 'DELETE', path: '/api/push/subscriptions', who: 'any', ok: 200, build: () => ({ body: { endpoint: pushDevice().endpoint } }) },
  { method: 'POST', path: '/api/followers-scraper', who: ['tiktoker'], fresh: true, ok: 201, build: () => ({ body: { profileUrl: 'https://www.tiktok.com/@me' } }) },
  { method: 'GET', path: '/api/auth/get-follower-verifications', who: ['admin'], ok: 200 },
  {
    method: 'POST',
    path: '/api/auth/confirm-follower-verification',
    who: ['admin'],
    ok: 200,
    build: async ({ t }) => {
      const creator = await makeUser(t, 'tiktoker')
      const request = await requestVerification(t.database.db, manualFollowerChecker, creator.id, 'https://tiktok.com/@c')
      return { body: { id: request.id, followers: 100, status: 'verified' } }
    },
  },
  { method: 'GET', path: '/api/manage/user/admin/viewAdmin', who: ['admin'], ok: 200 },
  {
    method: 'POST',
    path: '/api/manage/user/admin/processAdmin',
    who: ['admin'],
    ok: 201,
    build: () => ({ body: { fullName: 'New Admin', email: `admin-${unique()}@example.test`, password: 'long-enough' } }),
  },
  { method: 'GET', path: '/api/manage/user/agents/get-data-for-dashboard', who: ['admin'], ok: 200 },
  { method: 'POST', path: '/api/category/create', who: ['admin'], ok: 201, build: () => ({ body: { name: `Genre ${unique()}` } }) },
  {
    method: 'POST',
    path: '/api/category/update',
    who: ['admin'],
    ok: 200,
    build: async ({ t }) => ({ body: { id: (await createCategory(t.database.db, { name: `Old ${unique()}` })).id, name: `New ${unique()}` } }),
  },
  { method: 'GET', path: '/api/category/get-all', who: 'any', ok: 200 },
  {
    method: 'POST',
    path: '/api/upload_file',
    who: 'any',
    ok: 201,
    build: () => {
      const form = new FormData()
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'cover.png')
      return { form }
    },
  },
  { method: 'POST', path: '/api/auth/get-user-wallet', who: 'any', owned: true, ok: 200, build: ({ owner }) => ({ query: `user_id=${owner.id}` }) },
  { method: 'GET', path: '/api/auth/get-banks-list', who: 'any', owned: true, ok: 200, build: ({ owner }) => ({ query: `user_id=${owner.id}` }) },
  { method: 'GET', path: '/api/auth/get-all-transactions', who: 'any', ok: 200 },
  { method: 'POST', path: '/api/auth/fund-user-wallet', who: 'any', ok: 200, build: () => ({ body: { amount: 5_000 } }) },
  { method: 'POST', path: '/api/auth/bank-add-init', who: 'any', ok: 200, build: () => ({ body: { bank_code: '050', account_number: '0123456789' } }) },
  { method: 'POST', path: '/api/auth/bank-add', who: 'any', ok: 200, build: async (ctx) => ({ body: { id: await pendingBankAccount(ctx) } }) },
  {
    method: 'POST',
    path: '/api/auth/withdraw-to-bank-account',
    who: 'any',
    ok: 200,
    build: async (ctx) => {
      const id = await pendingBankAccount(ctx)
      await callAs(ctx, '/api/auth/bank-add', { id })
      await callAs(ctx, '/api/auth/fund-user-wallet', { amount: 10_000 })
      return { body: { amount: 2_500, bank_account_id: id } }
    },
  },
]

/** A wallet call made as the caller, for the setup a withdrawal needs. */
async function callAs({ caller, t }: Ctx, path: string, body: unknown): Promise<Record<string, unknown>> {
  if (!caller) return {}
  const res = await t.app.request(path, { method: 'POST', headers: { 'x-access-token': caller.token, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return (await res.json()) as Record<string, unknown>
}

/** A bank account the caller started adding (anonymous callers get a made-up id). */
async function pendingBankAccount(ctx: Ctx): Promise<string> {
  const account = await callAs(ctx, '/api/auth/bank-add-init', { bank_code: '050', account_number: '0123456789' })
  return typeof account.id === 'string' ? account.id : randomUUID()
}

function expected(e: Endpoint, caller: Caller, relation: Relation): number {
  if (e.who === 'public') return e.ok
  if (caller === 'anonymous') return 401
  if (e.who !== 'any' && !e.who.includes(caller)) return 403
  if (e.owned && relation === 'peer' && caller !== 'admin') return 403
  return e.ok
}

let t: TestApp
const primary = {} as Record<Role, TestUser>
const secondary = {} as Record<Role, TestUser>
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_IP: '1000', RESET_LIMIT_PER_IP: '1000' })
  for (const role of ROLES) {
    primary[role] = await makeUser(t, role)
    secondary[role] = await makeUser(t, role)
  }
  creatorTarget = await makeUser(t, 'tiktoker')
})
afterAll(() => t.close())

async function run(e: Endpoint, caller: Caller, relation: Relation): Promise<number> {
  let me: TestUser | null = null
  let owner: TestUser
  if (caller === 'anonymous') owner = primary.artist
  else if (e.fresh) {
    owner = await makeUser(t, caller)
    me = relation === 'self' ? owner : await makeUser(t, caller)
  } else {
    owner = primary[caller]
    me = relation === 'self' ? owner : secondary[caller]
  }
  const req = (await e.build?.({ caller: me, owner, t })) ?? {}
  const headers: Record<string, string> = me ? { 'x-access-token': me.token } : {}
  let body: BodyInit | undefined = req.form
  if (req.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(req.body)
  }
  const res = await t.app.request(`${e.path}${req.query ? `?${req.query}` : ''}`, { method: e.method, headers, body })
  if (res.status >= 500) throw new Error(`${e.method} ${e.path} as ${caller}/${relation}: ${res.status} ${await res.text()}`)
  return res.status
}

describe('role and ownership matrix', () => {
  it('covers every API route in the OpenAPI document (except the file route, tested on its own)', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json()
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} /api${p}`),
    )
    // The marketplace's routes have their own matrix (marketplace-matrix.test.ts).
    const covered = [...ENDPOINTS.map((e) => `${e.method} ${e.path}`), ...MARKETPLACE_ROUTES]
    const publicByDesign = ['POST /api/auth/signup', 'POST /api/auth/login', 'GET /api/auth/get-user-by-reset-code', 'POST /api/auth/reset-password', 'GET /api/uploads/{file}']
    expect(documented.filter((d) => !covered.includes(d) && !publicByDesign.includes(d))).toEqual([])
  })

  for (const e of ENDPOINTS) {
    it(`${e.method} ${e.path}`, async () => {
      const want: Record<string, number> = {}
      const got: Record<string, number> = {}
      const callers: [Caller, Relation][] = [['anonymous', 'self'], ...ROLES.flatMap((r) => [[r, 'self'], [r, 'peer']] as [Caller, Relation][])]
      for (const [caller, relation] of callers) {
        const label = caller === 'anonymous' ? caller : `${caller}/${relation}`
        want[label] = expected(e, caller, relation)
        got[label] = await run(e, caller, relation)
      }
      expect(got).toEqual(want)
    })
  }
})
