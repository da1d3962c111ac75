import { defineCollection, paramsKey, type CollectionDef, type Params, type Row } from '../registry'

// The lists only the admin screens read (their writes are in src/features/admin/writes.ts).

export const adminAccountsCollection = defineCollection({
  name: 'admin.accounts',
  table: 'adminAccounts',
  path: '/manage/user/admin/viewAdmin',
  roles: ['admin'],
  parse: (body) => ({ rows: (body as { admins: Row[] }).admins }),
})

/** Every follower verification request (all statuses: the screen filters, and opens offline on any). */
export const verificationsCollection = defineCollection({
  name: 'admin.verifications',
  table: 'adminVerifications',
  path: '/auth/get-follower-verifications',
  roles: ['admin'],
  parse: (body) => ({ rows: (body as { verifications: Row[] }).verifications }),
})

export const adminTotalsCollection = defineCollection({
  name: 'admin.totals',
  table: 'adminTotals',
  key: 'key',
  path: '/manage/user/agents/get-data-for-dashboard',
  roles: ['admin'],
  parse: (body) => ({ rows: [{ ...(body as Row), key: 'me' }] }),
})

/** Platform statistics per date range (Statics): the last ranges asked for open offline. */
export const adminStatsCollection = defineCollection({
  name: 'admin.stats',
  table: 'adminStats',
  key: 'key',
  path: '/auth/get-dashboard-new',
  roles: ['admin'],
  params: { keep: 8, owns: (p) => (row) => row.key === paramsKey(p) },
  parse: (body, p = {}) => ({ rows: [{ key: paramsKey(p), startdate: p.startdate, enddate: p.enddate, stats: body }] }),
})

/**
 * The `next_cursor` and `prev_cursor` each locking page answered with (this session's), by the
 * kind and number of the page each leads to. A page the screen moves to from the one before or
 * after it is asked by that cursor: the server walks on from the row it names, so the page costs
 * what the first one does however deep it is. A page jumped to (or opened first), and page 1,
 * are asked by number.
 */
const lockingCursors = new Map<string, string>()
const cursorKey = (p: Params, page: number) => `${p.kind}|${page}`

/** Sounds with their slots' locking state, per kind and page of 12 (Sounds List Admin). */
export const lockingPagesCollection = defineCollection({
  name: 'admin.lockingPages',
  table: 'adminLockingPages',
  key: 'key',
  path: '/artist/get-all-sounds-with-locking',
  roles: ['admin'],
  params: { keep: 20, owns: (p) => (row) => row.key === paramsKey(p) },
  query: (_ctx, p = {}) => {
    const cursor = lockingCursors.get(cursorKey(p, Number(p.page)))
    return cursor && p.kind ? { kind: p.kind, cursor } : p
  },
  parse: (body, p = {}) => {
    const answer = body as Row & { next_cursor?: string | null; prev_cursor?: string | null }
    const page = Number(p.page)
    const next = cursorKey(p, page + 1)
    if (answer.next_cursor) lockingCursors.set(next, answer.next_cursor)
    else lockingCursors.delete(next)
    const back = cursorKey(p, page - 1)
    if (answer.prev_cursor && page > 2 && !lockingCursors.has(back)) lockingCursors.set(back, answer.prev_cursor)
    return { rows: [{ ...answer, key: paramsKey(p), kind: p.kind }] }
  },
})

export const adminCollections: CollectionDef[] = [adminAccountsCollection, verificationsCollection, adminTotalsCollection, adminStatsCollection, lockingPagesCollection]
