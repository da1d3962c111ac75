import type { Role } from '../lib/account-values'
import type { TestUser } from './accounts'
import { tokenFor, visitor } from './clicks'
import { fundWallet, makeCategory, makeInfluencer, uploadFor, videoLink } from './market'
import { appealedUseOn, decidedUseOn, holdOn, pendingUseOn, reportedUseOn, requestOf, soundOf } from './market-fixtures'
import type { TestApp } from './test-app'

/**
 * The marketplace endpoints for marketplace-matrix.test.ts: who may call each, whether it acts on
 * an owner's resource, what success looks like, how to build a valid request for a caller and
 * owner (creating the sounds, holds and uses it needs), and some bad inputs.
 */
export interface Ctx {
  t: TestApp
  caller: TestUser
  /** Whose resource the request addresses: the caller, or for admins a fixture of an owning role. */
  owner: TestUser
}
export interface Endpoint {
  method: 'GET' | 'POST'
  path: string
  who: 'public' | 'any' | Role[]
  owned?: boolean
  ok: number
  build: (ctx: Ctx) => Promise<Record<string, unknown>>
  bad?: Record<string, unknown>[]
}
export type Fixtures = Record<'artist' | 'brand' | 'creator', TestUser>

/** Headers a built request must be sent with (add-click's visitor cookie), by the built input. */
export const requestHeaders = new WeakMap<object, Record<string, string>>()

const ARTISTS: Role[] = ['artist', 'musician', 'admin']
const BRANDS: Role[] = ['brand', 'admin']

/** The fixture that owns resources for an admin caller. */
export const ownerFor = (fixtures: Fixtures, who: Endpoint['who']) => (Array.isArray(who) && who.includes('brand') && !who.includes('artist') ? fixtures.brand : fixtures.artist)
const campaignOf = async ({ t, owner }: Ctx) => (owner.role === 'brand' ? { id: await requestOf(t, owner.id), family: 'request' as const } : { id: await soundOf(t, owner.id), family: 'sound' as const })

export const marketplaceEndpoints = (fixtures: Fixtures): Endpoint[] => [
  {
    method: 'POST',
    path: '/artist/create-sound',
    who: ARTISTS,
    owned: true,
    ok: 201,
    build: async ({ t, owner }) => {
      await fundWallet(t, owner.id, 2_000)
      return { artist_id: owner.id, title: 'New', category_id: (await makeCategory(t)).id, audio: await uploadFor(t, owner.id), pay_per_use: 1_000, slots: 2 }
    },
    bad: [{}, { title: 'x', category_id: 'nope', audio: 'a.mp3', pay_per_use: 1, slots: 1 }, { title: 'x', pay_per_use: -1, slots: 1 }, { title: 'x', pay_per_use: 1.5, slots: 1 }],
  },
  {
    method: 'POST',
    path: '/artist/add-more-videos-to-sound',
    who: ARTISTS,
    owned: true,
    ok: 200,
    build: async (ctx) => ({ soundid: await soundOf(ctx.t, ctx.owner.id), video_links: [videoLink()] }),
    bad: [{ soundid: 'x', video_links: [] }, { video_links: ['https://example.com/v/1'] }],
  },
  { method: 'GET', path: '/artist/get-artist-sounds', who: ARTISTS, owned: true, ok: 200, build: async ({ owner }) => ({ artist_id: owner.id }), bad: [{ artist_id: 'x' }, { since: 'yesterday' }] },
  { method: 'GET', path: '/artist/get-all-sounds', who: 'any', ok: 200, build: async () => ({}), bad: [{ kind: 'weird' }] },
  { method: 'GET', path: '/artist/get-sound-by-id', who: 'any', ok: 200, build: async ({ t }) => ({ soundid: await soundOf(t, fixtures.artist.id) }), bad: [{}, { soundid: '1' }] },
  { method: 'GET', path: '/artist/get-all-sounds-with-locking', who: 'any', ok: 200, build: async () => ({ page: 1, curpage: 1 }), bad: [{ page: 0 }, { curpage: 'x' }] },
  { method: 'POST', path: '/artist/delete-sound', who: ARTISTS, owned: true, ok: 200, build: async (ctx) => ({ soundid: await soundOf(ctx.t, ctx.owner.id) }), bad: [{}, { soundid: 5 }] },
  {
    method: 'POST',
    path: '/artist/add-click',
    who: 'public',
    ok: 200,
    build: async ({ t }) => {
      const soundid = await soundOf(t, fixtures.artist.id, { payPerClick: 10, clickBudget: 100 })
      await holdOn(t, soundid, fixtures.creator)
      // Through the tracking link: its click token in the body, its visitor cookie with the call.
      const v = visitor('192.0.2.1')
      const body = { soundid, creator_id: fixtures.creator.id, token: await tokenFor(t.app, soundid, fixtures.creator.id, v) }
      requestHeaders.set(body, { cookie: v.cookie!, 'user-agent': v.userAgent! })
      return body
    },
    bad: [{ soundid: 'x' }, { soundid: crypto.randomUUID(), creator_id: crypto.randomUUID() }],
  },
  { method: 'POST', path: '/artist/add-hold-slot', who: ['tiktoker'], ok: 201, build: async ({ t }) => ({ soundid: await soundOf(t, fixtures.artist.id) }), bad: [{}, { soundid: 'x', id: 'y' }] },
  { method: 'GET', path: '/artist/get-sound-reserved-slots', who: ARTISTS, owned: true, ok: 200, build: async (ctx) => ({ sound_id: await soundOf(ctx.t, ctx.owner.id) }), bad: [{}] },
  {
    method: 'POST',
    path: '/artist/delete-reserved-slots',
    who: ARTISTS,
    owned: true,
    ok: 200,
    build: async (ctx) => ({ sound_id: await soundOf(ctx.t, ctx.owner.id) }),
    bad: [{}, { sound_id: crypto.randomUUID(), hold_ids: [] }],
  },
  { method: 'GET', path: '/artist/get-spam-sounds', who: ['tiktoker', 'admin'], ok: 200, build: async () => ({ page: 2 }), bad: [{ page: -1 }] },
  {
    method: 'GET',
    path: '/artist/get-spam-sounds-slots',
    who: ['tiktoker', 'artist', 'musician', 'admin'],
    ok: 200,
    build: async ({ t, caller }) => ({ soundid: await soundOf(t, caller.role === 'artist' || caller.role === 'musician' ? caller.id : fixtures.artist.id, { kind: 'influencer', linksPerSlot: 2 }) }),
    bad: [{ soundid: '' }],
  },
  {
    method: 'POST',
    path: '/artist/hold-spam-sounds-slots',
    who: ['tiktoker'],
    ok: 201,
    build: async ({ t }) => ({ soundid: await soundOf(t, fixtures.artist.id, { kind: 'influencer', linksPerSlot: 2 }) }),
    bad: [{}],
  },
  {
    method: 'POST',
    path: '/artist/submit-spam-sounds-links',
    who: ['tiktoker'],
    ok: 201,
    build: async ({ t, caller }) => {
      const soundid = await soundOf(t, fixtures.artist.id, { kind: 'influencer', linksPerSlot: 2 })
      if (caller.role === 'tiktoker') await holdOn(t, soundid, caller, 'sound', true)
      return { soundid, links: [videoLink(), videoLink()] }
    },
    bad: [{ soundid: crypto.randomUUID(), links: [] }, { soundid: crypto.randomUUID(), links: ['https://tiktok.com/@a/video/1', 'https://www.tiktok.com/@a/video/1?x=1'] }],
  },
  {
    method: 'POST',
    path: '/approval/use-sound',
    who: ['tiktoker'],
    ok: 201,
    build: async ({ t, caller }) => {
      const soundid = await soundOf(t, fixtures.artist.id)
      if (caller.role === 'tiktoker') await holdOn(t, soundid, caller)
      return { soundid, video_url: videoLink() }
    },
    bad: [
      { soundid: crypto.randomUUID(), video_url: 'http://www.tiktok.com/@a/video/1' },
      { soundid: crypto.randomUUID(), video_url: 'https://evil.example/@a/video/1' },
      { soundid: crypto.randomUUID(), video_url: 'https://tiktok.com/' },
      { soundid: crypto.randomUUID() },
    ],
  },
  {
    method: 'POST',
    path: '/approval/by-artist',
    who: ['artist', 'musician', 'brand', 'admin'],
    owned: true,
    ok: 200,
    build: async (ctx) => {
      const c = await campaignOf(ctx)
      return { approval_id: await pendingUseOn(ctx.t, c.id, await makeInfluencer(ctx.t), c.family), status: 'approved' }
    },
    bad: [{ approval_id: crypto.randomUUID(), status: 'maybe' }, { status: 'approved' }],
  },
  {
    method: 'POST',
    path: '/approval/by-artist-approve-all',
    who: ['artist', 'musician', 'brand', 'admin'],
    owned: true,
    ok: 200,
    build: async (ctx) => {
      const c = await campaignOf(ctx)
      await pendingUseOn(ctx.t, c.id, await makeInfluencer(ctx.t), c.family)
      return { artist_id: ctx.owner.id }
    },
    bad: [{ artist_id: 'me' }],
  },
  {
    method: 'POST',
    path: '/approval/report',
    who: ['artist', 'musician', 'brand', 'admin'],
    owned: true,
    ok: 200,
    build: async (ctx) => {
      const c = await campaignOf(ctx)
      return { approval_id: await decidedUseOn(ctx.t, c.id, await makeInfluencer(ctx.t), 'approved', c.family), reason: 'sound_not_audible' }
    },
    bad: [{ approval_id: crypto.randomUUID(), reason: 'boring' }, { approval_id: crypto.randomUUID(), reason: 'other', note: 'x'.repeat(1001) }],
  },
  {
    method: 'POST',
    path: '/approval/decide-report',
    who: ['admin'],
    ok: 200,
    build: async ({ t }) => ({ approval_id: await reportedUseOn(t, await soundOf(t, fixtures.artist.id), fixtures.artist.id, await makeInfluencer(t)), decision: 'release' }),
    bad: [{ approval_id: crypto.randomUUID(), decision: 'pay' }],
  },
  {
    method: 'POST',
    path: '/approval/appeal',
    who: ['tiktoker'],
    owned: true,
    ok: 200,
    build: async ({ t, owner }) => ({
      approval_id: await decidedUseOn(t, await soundOf(t, fixtures.artist.id), owner.role === 'tiktoker' ? owner : await makeInfluencer(t), 'rejected'),
      note: 'The sound plays from the start',
    }),
    bad: [{ approval_id: crypto.randomUUID(), note: '' }, { approval_id: 'x', note: 'Why' }],
  },
  {
    method: 'POST',
    path: '/approval/decide-appeal',
    who: ['admin'],
    ok: 200,
    build: async ({ t }) => ({ approval_id: await appealedUseOn(t, await soundOf(t, fixtures.artist.id), await makeInfluencer(t)), decision: 'keep' }),
    bad: [{ approval_id: crypto.randomUUID(), decision: 'refund' }],
  },
  {
    method: 'POST',
    path: '/approval/by-admin',
    who: ['admin'],
    ok: 200,
    build: async ({ t }) => ({ approval_id: await pendingUseOn(t, await soundOf(t, fixtures.artist.id), await makeInfluencer(t)), status: 'rejected', reason: 'no' }),
    bad: [{ approval_id: crypto.randomUUID(), status: 'approved', reason: 'x'.repeat(501) }],
  },
  {
    method: 'GET',
    path: '/approval/get-approvals-by-id',
    who: 'any',
    owned: true,
    ok: 200,
    build: async ({ owner }) => ({ artist_id: owner.id, role: owner.role }),
    bad: [{ artist_id: crypto.randomUUID(), role: 'king' }, { role: 'artist' }],
  },
  { method: 'GET', path: '/approval/get-approvals', who: 'any', owned: true, ok: 200, build: async ({ owner }) => ({ user_id: owner.id, status: 'pending' }), bad: [{ user_id: 'x' }] },
  { method: 'GET', path: '/approval/get-users-with-pending-approvals', who: ['artist', 'musician', 'brand', 'admin'], ok: 200, build: async () => ({}) },
  { method: 'POST', path: '/approval/check-clicks-pending-requests', who: ['tiktoker', 'artist', 'musician', 'admin'], ok: 200, build: async () => ({}), bad: [{ soundid: 'x' }] },
  {
    method: 'POST',
    path: '/brand/create-request',
    who: BRANDS,
    owned: true,
    ok: 201,
    build: async ({ t, owner }) => {
      await fundWallet(t, owner.id, 1_000)
      return { brand_id: owner.id, type: 'script', brief: 'Make us famous', script: 'Hi', slots: 1, pay_per_video: 1_000 }
    },
    bad: [{ type: 'script', brief: '', script: 'x', slots: 1, pay_per_video: 1 }],
  },
  { method: 'GET', path: '/brand/get-brand-requests', who: BRANDS, owned: true, ok: 200, build: async ({ owner }) => ({ brand_id: owner.id, type: 'duet' }), bad: [{ type: 'x' }] },
  { method: 'GET', path: '/brand/get-all-requests', who: ['tiktoker', 'admin'], ok: 200, build: async () => ({ type: 'script' }), bad: [{ since: '2020-13-45T00:00:00Z' }] },
  { method: 'GET', path: '/brand/get-all-requests-with-locking', who: ['tiktoker', 'admin'], ok: 200, build: async () => ({ page: 1 }), bad: [{ page: 'one' }] },
  { method: 'POST', path: '/brand/hold-request-slot', who: ['tiktoker'], ok: 201, build: async ({ t }) => ({ request_id: await requestOf(t, fixtures.brand.id) }), bad: [{ soundid: crypto.randomUUID() }] },
  {
    method: 'POST',
    path: '/brand/submit-request-video',
    who: ['tiktoker'],
    ok: 201,
    build: async ({ t, caller }) => {
      const request_id = await requestOf(t, fixtures.brand.id)
      if (caller.role === 'tiktoker') await holdOn(t, request_id, caller, 'request')
      return { request_id, video_url: videoLink() }
    },
    bad: [{ request_id: crypto.randomUUID(), video_url: 'ftp://tiktok.com/a' }],
  },
  { method: 'POST', path: '/brand/delete-request', who: BRANDS, owned: true, ok: 200, build: async ({ t, owner }) => ({ request_id: await requestOf(t, owner.id) }), bad: [{}] },
  {
    method: 'GET',
    path: '/auth/get-artist-dashboard',
    who: ['artist', 'musician', 'brand', 'admin'],
    owned: true,
    ok: 200,
    build: async ({ owner }) => ({ user_id: owner.id }),
    bad: [{}, { user_id: crypto.randomUUID(), startdate: '2025-02-30' }, { user_id: crypto.randomUUID(), startdate: '2025-03-02', enddate: '2025-03-01' }],
  },
  {
    method: 'GET',
    path: '/auth/get-dashboard-new',
    who: ['admin'],
    ok: 200,
    build: async () => ({ startdate: '2025-01-01', enddate: '2025-01-31' }),
    bad: [{ startdate: 'soon' }, { startdate: '2020-01-01', enddate: '2025-01-01' }],
  },
]
