import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { campaigns } from '../db/schema/marketplace'
import { nowSql } from '../lib/sql-time'
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
