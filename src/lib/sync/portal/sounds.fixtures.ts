import type { AppDB } from '../../../db/db'
import type { ApprovalRow, SoundRow } from '../../../db/mirrors/market'
import { processLock } from '../lock'
import { pullAll } from '../pull'
import { replayOutbox } from '../replay'
import { manualClock } from '../test-support'
import { pendingApproval } from './videos'

// The sound writes' test data (artist and song upload): the accounts, ids and mirror rows their
// tests work with, and a fake portal server answering their calls.

export const ARTIST = { userId: '00000000-0000-4000-8000-0000000000a1', accessToken: 'token-artist', role: 'artist' }
export const OTHER = '00000000-0000-4000-8000-0000000000a2'
export const CAT = '00000000-0000-4000-8000-0000000000c1'
export const S1 = '00000000-0000-4000-8000-000000000051'
export const S2 = '00000000-0000-4000-8000-000000000052'
export const UP = '00000000-0000-4000-8000-0000000000f1'
export const FILE = `${'ab'.repeat(16)}.wav`
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export function sound(id: string, over: Partial<SoundRow> = {}): SoundRow {
  return {
    id,
    status: 'active',
    title: `Sound ${id.slice(-2)}`,
    holdHours: 48,
    currency: 'NGN',
    slots: { total: 5, free: 3, held: 2, used: 0 },
    pendingApprovals: 0,
    budget: { escrowed: 50_000, paid: 0, pending: 0, refunded: 0, remaining: 50_000 },
    myHold: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    kind: 'normal',
    artistId: ARTIST.userId,
    artistName: 'Ada',
    categoryId: CAT,
    categoryName: 'Afrobeats',
    audio: { file: FILE, url: `/uploads/${FILE}` },
    cover: null,
    videoLinks: [],
    templateLink: null,
    payPerUse: 10_000,
    payPerClick: null,
    clickBudget: 0,
    linksPerSlot: 1,
    ...over,
  }
}

/** A creator's (OTHER's) pending use of S1, as a queued video shows it; `over` for what the server has since said. */
export function approval(id: string, over: Partial<ApprovalRow> = {}): ApprovalRow {
  const video = { id, campaignId: S1, kind: 'normal' as const, title: 'Sound 51', ownerId: ARTIST.userId, amount: 10_000, url: 'https://www.tiktok.com/@chi/video/1', creatorName: 'Chi' }
  return { ...pendingApproval(video, { userId: OTHER, createdAt: Date.parse('2026-01-02T00:00:00.000Z') }), ...over }
}

export type Call = { path: string; body: unknown; key: string }

/** A fake portal server answering the artist's calls the way the real one does. */
export function fakeServer(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = []
  const fetchFn = (async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname.replace(/^\/api/, '')
    const headers = init.headers as Record<string, string>
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : '(form)'
    const call = { path, body, key: headers['idempotency-key']! }
    calls.push(call)
    const { status, body: out } = answer(call)
    return new Response(JSON.stringify(out), { status, headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof fetch
  return { calls, fetchFn }
}

export const replayWith = (db: AppDB, fetchFn: typeof fetch) =>
  replayOutbox({ db, fetch: fetchFn, baseUrl: 'http://portal.test/api', now: manualClock().now, lock: processLock, random: () => 0.5, backoff: { baseMs: 1000, capMs: 60_000 } })

/** The lists a confirmed write waits for, pulled from the same server: the write's change drops with them. */
export const pullWith = (db: AppDB, fetchFn: typeof fetch, names: readonly string[]) => pullAll({ db, fetch: fetchFn, baseUrl: 'http://portal.test/api', now: manualClock().now }, names)

/** A change feed's answer, the way the server pages its lists. */
export const feed = (key: string, rows: unknown[]) => ({ status: 200, body: { [key]: rows, deleted: [], cursor: 'c1', hasMore: false } })
