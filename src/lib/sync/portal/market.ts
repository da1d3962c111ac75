import { defineCollection, type Row } from '../registry'

// The marketplace lists shared by the creator, artist, brand and admin screens. Each is a change
// feed: `since` the last cursor, the rows that changed and the ids that left the list, a page at a
// time (`hasMore`: the engine asks again from the page's cursor).

interface Feed {
  deleted: string[]
  cursor: string | null
  hasMore?: boolean
}

/** A creator's lists are bounded by the server: a window of the newest open campaigns (see below). */
interface Window {
  bound: number
  floor: { createdAt: string; id: string } | null
  kinds: string[]
}

const feed = (rows: unknown[], body: Feed & { window?: Window }) => ({
  rows: rows as Row[],
  deleted: body.deleted,
  cursor: body.cursor,
  hasMore: body.hasMore ?? false,
  ...(body.window ? { trim: outsideWindow(body.window) } : {}),
})

/**
 * The rows a creator's mirror drops when the window moves: those older than its floor or of a
 * kind the creator may no longer take, unless the creator holds a slot on them (their own stay).
 * Positions compare as the server orders them: created time, then id.
 */
export function outsideWindow(w: Window): (row: Row) => boolean {
  const kinds = new Set(w.kinds)
  return (row) => {
    const hold = row.myHold as { status?: string } | null | undefined
    if (hold && (hold.status === 'held' || hold.status === 'submitted')) return false
    if (!kinds.has(String(row.kind ?? row.type))) return true
    if (!w.floor) return false
    const created = String(row.createdAt)
    return created < w.floor.createdAt || (created === w.floor.createdAt && String(row.id) < w.floor.id)
  }
}

/** Every live sound with its free slots and the caller's own hold (artists see their budgets). */
export const soundsCollection = defineCollection({
  name: 'sounds',
  table: 'sounds',
  path: '/artist/get-all-sounds',
  since: 'since',
  parse: (body) => feed((body as { sounds: unknown[] } & Feed).sounds, body as Feed),
})

/**
 * Uses as the caller's role sees them: an artist's on their sounds, a brand's on their requests,
 * a creator's own submissions, every one for admins.
 */
export const approvalsCollection = defineCollection({
  name: 'approvals',
  table: 'approvals',
  path: '/approval/get-approvals-by-id',
  roles: ['artist', 'brand', 'tiktoker', 'admin'],
  query: ({ userId, role }) => ({ artist_id: userId, role: role ?? 'tiktoker' }),
  since: 'since',
  parse: (body) => feed((body as { approvals: unknown[] } & Feed).approvals, body as Feed),
})

/** A brand's own requests. */
export const myBrandRequestsCollection = defineCollection({
  name: 'brandRequests.mine',
  table: 'brandRequests',
  path: '/brand/get-brand-requests',
  roles: ['brand'],
  since: 'since',
  parse: (body) => feed((body as { requests: unknown[] } & Feed).requests, body as Feed),
})

/** Every live brand request, for creators to take up and admins to oversee. */
export const allBrandRequestsCollection = defineCollection({
  name: 'brandRequests.all',
  table: 'brandRequests',
  path: '/brand/get-all-requests',
  roles: ['tiktoker', 'admin'],
  since: 'since',
  parse: (body) => feed((body as { requests: unknown[] } & Feed).requests, body as Feed),
})

/** The caller's balances: available, in escrow and waiting to be paid out (a POST by the specification). */
export const walletBalanceCollection = defineCollection({
  name: 'walletBalance',
  table: 'walletBalance',
  key: 'key',
  method: 'POST',
  path: '/auth/get-user-wallet',
  parse: (body) => ({ rows: [{ ...(body as Row), key: 'me' }] }),
})

export const marketCollections = [walletBalanceCollection, soundsCollection, approvalsCollection, myBrandRequestsCollection, allBrandRequestsCollection]
