// Search, filters and paging of the users list, done on the mirrored accounts so they work offline.

export interface UserFilter {
  /** Matches name or e-mail, case-insensitively (like the server's `q`). */
  q: string
  /** A role, or '' for all; 'artist' also finds musicians (the same role under two names). */
  role: string
  approval: string
}

export interface Filterable {
  fullName?: unknown
  email?: unknown
  role?: unknown
  approvalStatus?: unknown
}

export function matchesUser(u: Filterable, f: UserFilter): boolean {
  const q = f.q.trim().toLowerCase()
  if (q && !`${String(u.fullName ?? '')} ${String(u.email ?? '')}`.toLowerCase().includes(q)) return false
  if (f.role && u.role !== f.role && !(f.role === 'artist' && u.role === 'musician')) return false
  if (f.approval && u.approvalStatus !== f.approval) return false
  return true
}

export interface Page<T> {
  rows: T[]
  page: number
  pageCount: number
  total: number
}

/** One page of `rows`; a page past the end shows the last one (after a filter narrowed the list). */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / perPage))
  const at = Math.min(Math.max(1, page), pageCount)
  return { rows: rows.slice((at - 1) * perPage, at * perPage), page: at, pageCount, total: rows.length }
}
