import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { campaignCounts, campaigns } from '../db/schema/marketplace'
import { PAGE_SIZE, SEARCH_COUNT_BOUND, type CampaignKind } from '../lib/marketplace-values'
import { nowSql } from '../lib/sql-time'
import { formatPageCursor, type PageCursor } from '../lib/page-cursor'
import type { Cursor } from '../lib/sync-cursor'
import type { Actor, HoldRow } from './campaigns'
import { afterChange, FEED_PAGE, inChangeOrder, pageCursor, partition, readTime } from './mirror-feed'

const NO_ONE = '00000000-0000-0000-0000-000000000000'

/** The viewer's live hold as the row query returns it (json_build_object). */
interface MyHoldJson {
  id: string
  status: HoldRow['status']
  expiresAt: string
  createdAt: string
  updatedAt: string
  expired: boolean
}

/**
 * Campaign rows with what a list shows beside them: owner and category names, slot counts at
 * `now` (each a count over the slot_holds_campaign_idx range of one campaign), pending uses,
 * and the viewer's own live hold (the partial unique index finds it). Everything is a scalar
 * subquery rather than a join: on embedded PGlite that plans and runs several times faster.
 */
/**
 * The outer row's columns, spelled out: without a join drizzle writes a bare "id" in the select
 * list, which inside a subquery would mean the subquery's own table.
 */
const outer = { id: sql.raw('"campaigns"."id"'), ownerId: sql.raw('"campaigns"."owner_id"'), categoryId: sql.raw('"campaigns"."category_id"') }

export function selectCampaigns(db: Executor, viewerId: string | null, now?: Date) {
  const at = nowSql(now)
  return db
    .select({
      campaign: campaigns,
      ownerName: sql<string | null>`(select u.full_name from users u where u.id = ${outer.ownerId})`,
      categoryName: sql<string | null>`(select k.name from categories k where k.id = ${outer.categoryId})`,
      held: sql<number>`(select count(*) from slot_holds h where h.campaign_id = ${outer.id} and h.status = 'held' and h.expires_at > ${at})`.mapWith(Number),
      used: sql<number>`(select count(*) from slot_holds h where h.campaign_id = ${outer.id} and h.status = 'submitted')`.mapWith(Number),
      pendingUses: sql<number>`(select count(*) from uses u where u.campaign_id = ${outer.id} and u.status = 'pending')`.mapWith(Number),
      pendingAmount: sql<number>`(select coalesce(sum(u.amount), 0) from uses u where u.campaign_id = ${outer.id} and u.status = 'pending')`.mapWith(Number),
      myHold: sql<MyHoldJson | null>`(select json_build_object('id', h.id, 'status', h.status, 'expiresAt', h.expires_at, 'createdAt', h.created_at, 'updatedAt', h.updated_at, 'expired', h.expires_at <= ${at})
        from slot_holds h where h.campaign_id = ${outer.id} and h.creator_id = ${viewerId ?? NO_ONE} and h.status in ('held', 'submitted'))`,
    })
    .from(campaigns)
    .$dynamic()
}

export type CampaignListRow = Awaited<ReturnType<ReturnType<typeof selectCampaigns>['execute']>>[number]

export const holdView = (h: HoldRow, expired = false) => ({
  id: h.id,
  campaignId: h.campaignId,
  creatorId: h.creatorId,
  status: h.status === 'held' && expired ? ('expired' as const) : h.status,
  expiresAt: h.expiresAt.toISOString(),
  createdAt: h.createdAt.toISOString(),
  updatedAt: h.updatedAt.toISOString(),
})

const iso = (v: string) => new Date(v).toISOString()
const myHoldView = (h: MyHoldJson, campaignId: string, creatorId: string) => ({
  id: h.id,
  campaignId,
  creatorId,
  status: h.status === 'held' && h.expired ? ('expired' as const) : h.status,
  expiresAt: iso(h.expiresAt),
  createdAt: iso(h.createdAt),
  updatedAt: iso(h.updatedAt),
})

export interface ViewContext {
  viewer: Actor | null
  currency: string
  /** Prefix of uploaded files' addresses (PUBLIC_URL or ''). */
  fileBase: string
}

const file = (name: string | null, base: string) => (name ? { file: name, url: `${base}/uploads/${name}` } : null)

function common(r: CampaignListRow, ctx: ViewContext) {
  const c = r.campaign
  const mine = ctx.viewer && (ctx.viewer.role === 'admin' || ctx.viewer.userId === c.ownerId)
  return {
    id: c.id,
    status: c.status,
    title: c.title,
    holdHours: c.holdHours,
    currency: ctx.currency,
    slots: { total: c.slots, free: Math.max(0, c.slots - r.held - r.used), held: r.held, used: r.used },
    pendingApprovals: r.pendingUses,
    // The money behind a campaign is its owner's business (and the admins').
    budget: mine ? { escrowed: c.escrowed, paid: c.paid, pending: r.pendingAmount, refunded: c.refunded, remaining: c.escrowed - c.paid - c.refunded } : null,
    myHold: r.myHold && ctx.viewer ? myHoldView(r.myHold, c.id, ctx.viewer.userId) : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  }
}

export function soundView(r: CampaignListRow, ctx: ViewContext) {
  const c = r.campaign
  return {
    ...common(r, ctx),
    kind: c.kind as 'normal' | 'influencer' | 'video_app',
    artistId: c.ownerId,
    artistName: r.ownerName,
    categoryId: c.categoryId,
    categoryName: r.categoryName,
    audio: file(c.audioFile, ctx.fileBase),
    cover: file(c.coverFile, ctx.fileBase),
    videoLinks: c.videoLinks,
    templateLink: c.templateLink,
    payPerUse: c.unitAmount,
    payPerClick: c.payPerClick,
    clickBudget: c.clickBudget,
    linksPerSlot: c.linksPerSlot,
  }
}

export function requestView(r: CampaignListRow, ctx: ViewContext) {
  const c = r.campaign
  return {
    ...common(r, ctx),
    type: c.kind as 'duet' | 'script',
    brandId: c.ownerId,
    brandName: r.ownerName,
    brief: c.brief ?? '',
    duetVideoUrl: c.duetVideoUrl,
    script: c.script,
    payPerVideo: c.unitAmount,
  }
}

/** One campaign (any status) as a list row, or undefined. */
export async function campaignRow(db: Executor, id: string, viewerId: string | null, now?: Date): Promise<CampaignListRow | undefined> {
  const [row] = await selectCampaigns(db, viewerId, now).where(eq(campaigns.id, id))
  return row
}

/** Campaigns whose title or category holds every word of `q` (any case), or undefined for none. */
export function searchWords(q: string | undefined): SQL | undefined {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)
  if (!words.length) return undefined
  const text = sql`(${campaigns.title} || ' ' || coalesce((select k.name from categories k where k.id = ${outer.categoryId}), ''))`
  return and(...words.map((w) => sql`${text} ilike ${`%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`))
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
async function totalOf(db: Executor, kinds: readonly CampaignKind[], where: SQL | undefined, search: SQL | undefined): Promise<Total> {
  if (search) {
    const matches = db.select({ id: campaigns.id }).from(campaigns).where(and(where, search)).limit(SEARCH_COUNT_BOUND + 1).as('matches')
    const n = (await db.select({ n: count() }).from(matches))[0]?.n ?? 0
    return n > SEARCH_COUNT_BOUND ? { n: SEARCH_COUNT_BOUND, exact: false } : { n, exact: true }
  }
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${campaignCounts.active}), 0)`.mapWith(Number) })
    .from(campaignCounts)
    .where(inArray(campaignCounts.kind, [...kinds]))
  return { n: row?.n ?? 0, exact: true }
}

/**
 * A page of active campaigns of the given kinds, newest first, with the total (the paged "with
 * locking" lists), optionally only those matching a search. The page's ids come from an index
 * walk in a subquery, so the slot counts are computed for twelve rows only (not for every row an
 * OFFSET skips). With `after` (a cursor from the previous page) the walk starts at that row's
 * position in campaigns_list_idx instead of skipping rows, so a deep page costs what the first
 * does; `nextCursor` leads to the page after this one. A page asked by number alone is walked
 * from the nearer end of the list (the total is known first): the last pages, which a pager
 * jumps to, cost what the first ones do, and no page skips more than half the list; a page past
 * the end reads nothing. A search whose count stopped at the bound (the far end unknown) is walked
 * from the newest end, one row past the page saying whether another follows.
 */
export async function campaignPage(db: Executor, o: { kinds: readonly CampaignKind[]; viewerId: string | null; page: number; after?: PageCursor; q?: string; now?: Date }) {
  const where = and(inArray(campaigns.kind, [...o.kinds]), eq(campaigns.status, 'active'))
  const search = searchWords(o.q)
  const newest = [desc(campaigns.createdAt), desc(campaigns.id)]
  const page = o.after?.page ?? o.page
  const total = await totalOf(db, o.kinds, where, search)
  const skip = (page - 1) * PAGE_SIZE
  const walk = o.after ? fromNewest(0) : total.exact ? byNumber(skip, total.n) : fromNewest(skip)
  const answer = { total: total.n, totalExact: total.exact, page, perPage: PAGE_SIZE }
  if (!walk) return { ...answer, rows: [], nextCursor: null }
  const before = o.after ? sql`(${campaigns.createdAt}, ${campaigns.id}) < (${o.after.at.toISOString()}::timestamptz, ${o.after.id}::uuid)` : undefined
  const pageIds = db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(where, search, before))
    .orderBy(...(walk.oldestFirst ? [asc(campaigns.createdAt), asc(campaigns.id)] : newest))
    .limit(walk.limit)
    .offset(walk.offset)
  const fetched = await selectCampaigns(db, o.viewerId, o.now)
    .where(inArray(campaigns.id, pageIds))
    .orderBy(...newest)
  const rows = fetched.slice(0, PAGE_SIZE)
  const last = rows.at(-1)
  // One row past the page (or, walked by number, the exact total) says whether another page follows.
  const more = walk.limit > PAGE_SIZE ? fetched.length > PAGE_SIZE : skip + rows.length < total.n
  const nextCursor = more && last ? formatPageCursor({ at: last.campaign.createdAt, id: last.campaign.id, page: page + 1 }) : null
  return { ...answer, rows, nextCursor }
}

/** The paged lists' answer beside their rows. */
export const pageAnswer = (p: Awaited<ReturnType<typeof campaignPage>>) => ({ total: p.total, totalExact: p.totalExact, page: p.page, perPage: p.perPage, next_cursor: p.nextCursor })

interface Walk {
  offset: number
  limit: number
  oldestFirst: boolean
}

/** The page `skip` rows down from the newest and the row past it. */
const fromNewest = (skip: number): Walk => ({ offset: skip, limit: PAGE_SIZE + 1, oldestFirst: false })

/** How to walk to the page starting `skip` rows into a newest-first list of `total`: from the newest end or the oldest. */
function byNumber(skip: number, total: number): Walk | null {
  if (skip >= total) return null
  if (skip <= total / 2) return { offset: skip, limit: PAGE_SIZE, oldestFirst: false }
  // The page's rows are positions skip … skip + PAGE_SIZE - 1 from the newest, i.e. these from the oldest.
  const end = Math.min(total, skip + PAGE_SIZE)
  return { offset: total - end, limit: end - skip, oldestFirst: true }
}

/**
 * A mirrored list, a page at a time (FEED_PAGE rows at most, never the whole list): without
 * `since` the active campaigns in `scope`; with it, those of the scope that changed after the
 * cursor, split into rows still on the list and ids that left it (deleted, or no longer matching).
 * Both in change order (updated_at, id) by an index walk from the cursor; `hasMore` says another
 * page follows from `cursor` (mirror-feed.ts). The campaigns of `pendingOf` still `pending` (a
 * wallet deployed apart has not confirmed their escrow yet) are on the list too, with that
 * status: their owner sees what they made, nobody else does.
 */
export async function campaignFeed(db: Executor, o: FeedOptions) {
  const { pendingOf } = o
  const visible = (r: CampaignListRow) => r.campaign.status === 'active' || (r.campaign.status === 'pending' && r.campaign.ownerId === pendingOf)
  const readAt = await readTime(db)
  const fetched = await feedPageQuery(db, o)
  const hasMore = fetched.length > FEED_PAGE
  const rows = fetched.slice(0, FEED_PAGE)
  const last = rows.at(-1)?.campaign
  const split = partition(rows, visible, (r) => r.campaign.id)
  const cursor = pageCursor(last && { at: last.updatedAt, id: last.id }, hasMore, o.since, readAt)
  return { rows: split.rows, deleted: split.deleted, cursor, hasMore }
}

interface FeedOptions {
  scope: SQL | undefined
  viewerId: string | null
  since?: Cursor
  now?: Date
  pendingOf?: string
}

/**
 * One page of a feed and the row past it (which says whether another follows): a single walk of
 * an (updated_at, id) index from the cursor, the rows taken with their counts. No OFFSET skips
 * rows, so the LIMIT stops the walk at the last row taken and the counts are computed for those
 * rows only; no second read of campaigns by id. The cost of a page is the same on the first and
 * the last page and at any size of the catalogue (campaign-feed-plan.test.ts reads the plan).
 */
export function feedPageQuery(db: Executor, o: FeedOptions) {
  const listed = o.pendingOf ? or(eq(campaigns.status, 'active'), and(eq(campaigns.status, 'pending'), eq(campaigns.ownerId, o.pendingOf))) : eq(campaigns.status, 'active')
  return selectCampaigns(db, o.viewerId, o.now)
    .where(and(o.scope, o.since ? afterChange(campaigns.updatedAt, campaigns.id, o.since) : listed))
    .orderBy(...inChangeOrder(campaigns.updatedAt, campaigns.id))
    .limit(FEED_PAGE + 1)
}
