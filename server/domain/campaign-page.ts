import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { categories } from '../db/schema/content'
import { campaignCounts, campaigns } from '../db/schema/marketplace'
import { PAGE_SIZE, SEARCH_COUNT_BOUND, type CampaignKind } from '../lib/marketplace-values'
import { formatPageCursor, type PageCursor } from '../lib/page-cursor'
import { selectCampaigns } from './campaign-views'

// The paged lists (sounds with locking, brand requests, spam sounds): a page by number or after a cursor, with its total, optionally searched.

/**
 * Campaigns whose title or category holds every word of `q` (any case), or undefined for none.
 * The categories whose names hold a word are read first (a small table, one read for all the
 * words), so each word is "the title holds it", or "… or the category is one of these" when a
 * category's name holds it: the title's trigram index (campaigns_title_trgm_idx) and
 * campaigns_category_idx find the rows, and the planner, given the categories themselves rather
 * than a subquery, knows how many a word finds. A word no sound holds reads no campaign at all.
 * A word needs three characters to have a trigram: one or two match the same way through no
 * index, filtering the rows a longer word found or, in a search with no longer word, the rows
 * walked newest first until the page is full (for a word nothing holds, every row).
 */
export async function searchWords(db: Executor, q: string | undefined): Promise<SQL | undefined> {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)
  if (!words.length) return undefined
  const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
  const named = await db
    .select({ id: categories.id, holds: sql<boolean[]>`array[${sql.join(patterns.map((p) => sql`${categories.name} ilike ${p}`), sql`, `)}]` })
    .from(categories)
    .where(or(...patterns.map((p) => ilike(categories.name, p))))
  return and(
    ...patterns.map((p, i) => {
      const ids = named.filter((k) => k.holds[i]).map((k) => k.id)
      return ids.length ? or(ilike(campaigns.title, p), inArray(campaigns.categoryId, ids)) : ilike(campaigns.title, p)
    }),
  )
}

/** A paged list's total: exact, or (a search past SEARCH_COUNT_BOUND) "more than n". */
interface Total {
  n: number
  exact: boolean
}

/**
 * The paged lists' total. Without a search it is the maintained count (campaign_counts, kept by
 * triggers on campaigns): one row per kind, whatever the size of the catalogue. A search counts
 * its matches up to SEARCH_COUNT_BOUND + 1 and stops there: a common word costs the same on a
 * catalogue of 100k sounds as on one of 1k, and past the bound the answer is "more than" it.
 */
async function totalOf(db: Executor, kinds: readonly CampaignKind[], search: SQL | undefined): Promise<Total> {
  if (search) {
    const n = (await db.select({ n: count() }).from(searchMatches(db, kinds, search).as('matches')))[0]?.n ?? 0
    return n > SEARCH_COUNT_BOUND ? { n: SEARCH_COUNT_BOUND, exact: false } : { n, exact: true }
  }
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${campaignCounts.active}), 0)`.mapWith(Number) })
    .from(campaignCounts)
    .where(inArray(campaignCounts.kind, [...kinds]))
  return { n: row?.n ?? 0, exact: true }
}

/** The active campaigns of `kinds` (the paged lists' rows) and their order, newest first. */
const listed = (kinds: readonly CampaignKind[]) => and(inArray(campaigns.kind, [...kinds]), eq(campaigns.status, 'active'))
const newestFirst = [desc(campaigns.createdAt), desc(campaigns.id)]

/** The matches of a search that its total counts: SEARCH_COUNT_BOUND and one more at most. */
export const searchMatches = (db: Executor, kinds: readonly CampaignKind[], search: SQL) =>
  db.select({ id: campaigns.id }).from(campaigns).where(and(listed(kinds), search)).limit(SEARCH_COUNT_BOUND + 1)

/**
 * A page of active campaigns of the given kinds, newest first, with the total (the paged "with
 * locking" lists), optionally only those matching a search. The page's ids come from an index
 * walk in a subquery, so the slot counts are computed for twelve rows only (not for every row an
 * OFFSET skips). With `after` (a cursor from the previous page) the walk starts at that row's
 * position in campaigns_list_idx instead of skipping rows, so a deep page costs what the first
 * does; `nextCursor` leads to the page after this one and `prevCursor` (from the page's first
 * row, walked toward the newest) to the one before it, just as cheaply. A page asked by number alone is walked
 * from the nearer end of the list (the total is known first): the last pages, which a pager
 * jumps to, cost what the first ones do, and no page skips more than half the list; a page past
 * the end reads nothing. A search whose count stopped at the bound (the far end unknown) is walked
 * from the newest end, one row past the page saying whether another follows.
 */
export async function campaignPage(db: Executor, o: { kinds: readonly CampaignKind[]; viewerId: string | null; page: number; after?: PageCursor; q?: string; now?: Date }) {
  const search = await searchWords(db, o.q)
  const page = o.after?.page ?? o.page
  const total = await totalOf(db, o.kinds, search)
  const skip = (page - 1) * PAGE_SIZE
  const walk = o.after ? (o.after.before ? backFrom : fromNewest(0)) : total.exact ? byNumber(skip, total.n) : fromNewest(skip)
  const answer = { total: total.n, totalExact: total.exact, page, perPage: PAGE_SIZE }
  if (!walk) return { ...answer, rows: [], nextCursor: null, prevCursor: null }
  const fetched = await selectCampaigns(db, o.viewerId, o.now)
    .where(inArray(campaigns.id, pageIdsQuery(db, { kinds: o.kinds, search, after: o.after, walk })))
    .orderBy(...newestFirst)
  const rows = fetched.slice(0, PAGE_SIZE)
  const [first, last] = [rows.at(0), rows.at(-1)]
  // One row past the page (or, walked by number, the exact total) says whether another page
  // follows; walked back from a page, that page follows.
  const more = o.after?.before ? true : walk.limit > PAGE_SIZE ? fetched.length > PAGE_SIZE : skip + rows.length < total.n
  const nextCursor = more && last ? formatPageCursor({ at: last.campaign.createdAt, id: last.campaign.id, page: page + 1 }) : null
  const prevCursor = page > 1 && first ? formatPageCursor({ at: first.campaign.createdAt, id: first.campaign.id, page: page - 1, before: true }) : null
  return { ...answer, rows, nextCursor, prevCursor }
}

/** The paged lists' answer beside their rows. */
export const pageAnswer = (p: Awaited<ReturnType<typeof campaignPage>>) => ({ total: p.total, totalExact: p.totalExact, page: p.page, perPage: p.perPage, next_cursor: p.nextCursor, prev_cursor: p.prevCursor })

export interface Walk {
  offset: number
  limit: number
  oldestFirst: boolean
}

/** The ids of a page's rows, by `walk` from the newest end (after `after`) or the oldest. */
export function pageIdsQuery(db: Executor, o: { kinds: readonly CampaignKind[]; search?: SQL; after?: PageCursor; walk: Walk }) {
  const position = o.after && sql`(${o.after.at.toISOString()}::timestamptz, ${o.after.id}::uuid)`
  const from = o.after && (o.after.before ? sql`(${campaigns.createdAt}, ${campaigns.id}) > ${position}` : sql`(${campaigns.createdAt}, ${campaigns.id}) < ${position}`)
  return db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(listed(o.kinds), o.search, from))
    .orderBy(...(o.walk.oldestFirst ? [asc(campaigns.createdAt), asc(campaigns.id)] : newestFirst))
    .limit(o.walk.limit)
    .offset(o.walk.offset)
}

/** The page before a `before` cursor's row: the rows just newer than it, walked from it toward the newest. */
const backFrom: Walk = { offset: 0, limit: PAGE_SIZE, oldestFirst: true }

/** The page `skip` rows down from the newest and the row past it. */
export const fromNewest = (skip: number): Walk => ({ offset: skip, limit: PAGE_SIZE + 1, oldestFirst: false })

/** How to walk to the page starting `skip` rows into a newest-first list of `total`: from the newest end or the oldest. */
export function byNumber(skip: number, total: number): Walk | null {
  if (skip >= total) return null
  if (skip <= total / 2) return { offset: skip, limit: PAGE_SIZE, oldestFirst: false }
  // The page's rows are positions skip … skip + PAGE_SIZE - 1 from the newest, i.e. these from the oldest.
  const end = Math.min(total, skip + PAGE_SIZE)
  return { offset: total - end, limit: end - skip, oldestFirst: true }
}
