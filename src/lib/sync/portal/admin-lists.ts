import { pageCursors, type CursorAnswer } from '../../api/page-cursors'
import { defineCollection, paramsKey, type CollectionDef, type Row } from '../registry'

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

/** The cursors the locking pages answered with (this session's), per kind: see `pageCursors`. */
const lockingCursors = pageCursors()

/** Sounds with their slots' locking state, per kind and page of 12 (Sounds List Admin). */
export const lockingPagesCollection = defineCollection({
  name: 'admin.lockingPages',
  table: 'adminLockingPages',
  key: 'key',
  path: '/artist/get-all-sounds-with-locking',
  roles: ['admin'],
  params: { keep: 20, owns: (p) => (row) => row.key === paramsKey(p) },
  query: (_ctx, p = {}) => {
    const cursor = p.kind ? lockingCursors.cursorFor(p.kind, Number(p.page)) : undefined
    return cursor && p.kind ? { kind: p.kind, cursor } : p
  },
  onAnswer: (body, p) => {
    if (p.kind) lockingCursors.remember(p.kind, Number(p.page), body as CursorAnswer)
  },
  parse: (body, p = {}) => ({ rows: [{ ...(body as Row), key: paramsKey(p), kind: p.kind }] }),
})

export const adminCollections: CollectionDef[] = [adminAccountsCollection, verificationsCollection, adminTotalsCollection, adminStatsCollection, lockingPagesCollection]
