import { and, eq, gt, gte, inArray, max, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { users } from '../db/schema/accounts'
import { campaigns, slotHolds, uses } from '../db/schema/marketplace'
import { LIVE_HOLD_STATUSES, type CampaignKind } from '../lib/marketplace-values'
import { nowSql } from '../lib/sql-time'
import { formatWindowCursor, type WindowCursor, type WindowKey } from '../lib/window-cursor'
import { selectCampaigns, type CampaignListRow } from './campaign-views'
import { feedCursor, readTime } from './mirror-feed'

/**
 * How many open campaigns a creator's mirror holds (sounds, and brand requests, each). At about
 * 0.6 KiB of JSON a sound that is some 120 KiB on a first pull, whatever the size of the
 * catalogue (the growth bench measures it).
 */
export const MIRROR_BOUND = 200

/**
 * A creator's mirror of a campaign list holds what the creator can act on: the newest open
 * campaigns (active, a slot free or paid by the click) of the kinds the creator may take part in,
 * up to MIRROR_BOUND, plus every campaign of theirs (a live hold, a pending use) whatever its
 * age. The rest is searched on the server (the paged lists).
 *
 * The window is the open campaigns at or above its floor: the (created_at, id) of the
 * MIRROR_BOUND-th newest one. A `since` pull sends the window's rows that changed after the
 * cursor plus those that came in from below the previous floor (the cursor carries it), and as
 * deleted the ids that changed and are not in the window. Rows that fell below the new floor
 * without changing are not named: the answer's `window` tells the client to drop them itself
 * (the rows older than the floor and not its own, and kinds it may no longer take). So the
 * answer is bounded by the bound, the creator's own campaigns and the changes since the cursor.
 */
export interface WindowInfo {
  bound: number
  floor: { createdAt: string; id: string } | null
  kinds: CampaignKind[]
}

const key = (k: WindowKey) => sql`(${k.at.toISOString()}::timestamptz, ${k.id}::uuid)`
const position = sql`(${campaigns.createdAt}, ${campaigns.id})`
const taken = (now?: Date) =>
  sql`(select count(*) from slot_holds h where h.campaign_id = ${sql.raw('"campaigns"."id"')} and (h.status = 'submitted' or (h.status = 'held' and h.expires_at > ${nowSql(now)})))`
/** Open: a slot is free, or the campaign has no slots (its creators are paid by the click). */
const open = (now?: Date) => and(eq(campaigns.status, 'active'), or(eq(campaigns.slots, 0), sql`${campaigns.slots} > ${taken(now)}`))

/** The kinds of `kinds` this creator may take: influencer sounds need the flag and spam videos on. */
export async function creatorKinds(db: Executor, creatorId: string, kinds: readonly CampaignKind[]): Promise<CampaignKind[]> {
  if (!kinds.includes('influencer')) return [...kinds]
  const [u] = await db.select({ influencer: users.influencer, spam: users.spamVideos }).from(users).where(eq(users.id, creatorId))
  const may = u?.influencer === 'Yes' && u.spam === 'enabled'
  return kinds.filter((k) => k !== 'influencer' || may)
}

/** The MIRROR_BOUND-th newest open campaign of the kinds, or null when there are fewer. */
async function floorOf(db: Executor, kinds: readonly CampaignKind[], now?: Date): Promise<WindowKey | null> {
  if (!kinds.length) return null
  // One index walk per kind (campaigns_list_idx), each stopping at the bound.
  const walks = kinds.map(
    (k) => sql`(select ${campaigns.id} as id, ${campaigns.createdAt} as created_at from ${campaigns} where ${and(eq(campaigns.kind, k), open(now))}
      order by ${campaigns.createdAt} desc, ${campaigns.id} desc limit ${MIRROR_BOUND})`,
  )
  const result = (await db.execute(
    sql`select id, created_at from (${sql.join(walks, sql` union all `)}) w order by created_at desc, id desc offset ${MIRROR_BOUND - 1} limit 1`,
  )) as unknown as { rows: { id: string; created_at: Date | string }[] }
  const row = result.rows[0]
  return row ? { at: new Date(row.created_at), id: row.id } : null
}

/** Campaigns of the creator's: a live hold or a pending use. */
async function ownIds(db: Executor, creatorId: string, scope: SQL): Promise<string[]> {
  const held = await db
    .select({ id: slotHolds.campaignId })
    .from(slotHolds)
    .where(and(eq(slotHolds.creatorId, creatorId), inArray(slotHolds.status, [...LIVE_HOLD_STATUSES])))
  const used = await db
    .select({ id: uses.campaignId })
    .from(uses)
    .where(and(eq(uses.creatorId, creatorId), eq(uses.status, 'pending')))
  const ids = [...new Set([...held, ...used].map((r) => r.id))]
  if (!ids.length) return []
  return (await db.select({ id: campaigns.id }).from(campaigns).where(and(scope, inArray(campaigns.id, ids)))).map((r) => r.id)
}

/**
 * The creator's bounded feed of the campaigns of `kinds` (see above): rows, deleted ids, the
 * cursor for next time and the window the client trims its mirror to.
 */
export async function campaignWindowFeed(db: Executor, o: { kinds: readonly CampaignKind[]; creatorId: string; since?: WindowCursor; now?: Date }) {
  const readAt = await readTime(db)
  const scope = inArray(campaigns.kind, [...o.kinds])
  const kinds = await creatorKinds(db, o.creatorId, o.kinds)
  const floor = await floorOf(db, kinds, o.now)
  // created_at >= the floor's, besides the exact position, lets the planner walk the index range
  // instead of testing every campaign's slots.
  const atOrAbove = floor ? and(gte(campaigns.createdAt, floor.at), sql`${position} >= ${key(floor)}`) : undefined
  const inWindow = kinds.length ? and(inArray(campaigns.kind, kinds), eq(campaigns.status, 'active'), atOrAbove, open(o.now)) : sql`false`
  const windowIds = (await db.select({ id: campaigns.id }).from(campaigns).where(inWindow)).map((r) => r.id)
  const ids = [...new Set([...windowIds, ...(await ownIds(db, o.creatorId, scope))])]

  const since = o.since
  // Rows the client cannot have yet: all of them on a first pull, or when its window covered
  // other kinds; otherwise the window's rows that came in from below the previous floor (its own
  // rows it has had all along; a new one of theirs has changed).
  const sameKinds = since?.kinds !== undefined && since.kinds.join('+') === kinds.join('+')
  const fromBelow = since?.floor && windowIds.length ? and(inArray(campaigns.id, windowIds), sql`${position} < ${key(since.floor)}`) : sql`false`
  const newToClient = !since || (since.kinds !== undefined && !sameKinds) ? undefined : fromBelow
  const wanted = since && newToClient !== undefined ? or(gt(campaigns.updatedAt, since.at), newToClient) : undefined
  const rows: CampaignListRow[] = ids.length
    ? await selectCampaigns(db, o.creatorId, o.now)
        .where(and(inArray(campaigns.id, ids), wanted))
        .orderBy(sql`${campaigns.createdAt} desc, ${campaigns.id} desc`)
    : []
  const deleted = since
    ? (
        await db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(and(scope, gt(campaigns.updatedAt, since.at), ids.length ? notInArray(campaigns.id, ids) : undefined))
      ).map((r) => r.id)
    : []
  const [newest] = await db.select({ at: max(campaigns.updatedAt) }).from(campaigns).where(scope)
  const at = feedCursor(newest?.at ? [newest.at] : [], since ? { at: since.at, id: null } : undefined, readAt)
  const window: WindowInfo = { bound: MIRROR_BOUND, floor: floor ? { createdAt: floor.at.toISOString(), id: floor.id } : null, kinds }
  return { rows, deleted, cursor: at ? formatWindowCursor(at, floor, kinds) : null, window }
}
