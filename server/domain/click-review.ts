import { and, count, countDistinct, eq, gte, inArray, max, min, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { users } from '../db/schema/accounts'
import { clicks, uses } from '../db/schema/marketplace'
import type { HoldReason } from '../lib/marketplace-values'
import { nowSql, writeTime } from '../lib/sql-time'
import type { ClickReviewConfig } from './market-config'

/**
 * What a click payout is judged on. Not its own clicks alone: a farm that converts after every
 * few clicks would keep each batch under the minimum, so a batch brings with it the creator's
 * clicks on the sound over the review window in earlier batches still waiting or paid (a rejected
 * batch claims nothing), and the rules apply to the total.
 */
export interface ClickEvidence {
  clicks: number
  /** Distinct networks (IPv4 /24, IPv6 /64) the clicks came from. */
  networks: number
  firstAt: Date
  lastAt: Date
  /** The creator's verified followers when the batch was made (0 when not verified). */
  followers: number
}

interface Window {
  campaignId: string
  creatorId: string
  windowHours: number
}

/**
 * Whether the clicks look farmed: many from few networks, or far more than the creator has
 * verified followers. A window with few clicks is never held. A held payout waits for the artist
 * or an admin; the auto-approval job passes it over.
 */
export function reviewReason(e: Pick<ClickEvidence, 'clicks' | 'networks' | 'followers'>, rules: ClickReviewConfig): HoldReason | null {
  if (e.clicks < rules.minClicks) return null
  if (e.clicks > rules.clicksPerNetwork * Math.max(1, e.networks)) return 'few_networks'
  if (e.clicks > rules.followerMultiple * e.followers) return 'beyond_followers'
  return null
}

const windowStart = (w: Window): SQL => sql`${nowSql()} - make_interval(secs => ${w.windowHours * 3600}::double precision)`

/** The evidence for a new batch (`ids`, not yet marked) over its window, and the creator's verified followers now. */
export async function windowEvidence(tx: Executor, w: Window & { ids: string[] }): Promise<ClickEvidence> {
  const earlier = and(gte(clicks.createdAt, windowStart(w)), inArray(uses.status, ['pending', 'approved']))
  const [agg] = await tx
    .select({
      n: count(),
      // Clicks from before networks were recorded count as one network each (nothing to group by).
      networks: sql<number>`${countDistinct(clicks.network)} + count(*) filter (where ${clicks.network} is null)`.mapWith(Number),
      firstAt: min(clicks.createdAt),
      lastAt: max(clicks.createdAt),
    })
    .from(clicks)
    .leftJoin(uses, eq(uses.id, clicks.useId))
    .where(and(eq(clicks.campaignId, w.campaignId), eq(clicks.creatorId, w.creatorId), or(inArray(clicks.id, w.ids), earlier)))
  const [creator] = await tx.select({ followers: users.followers, verification: users.followerVerification }).from(users).where(eq(users.id, w.creatorId))
  const followers = creator?.verification === 'verified' ? (creator.followers ?? 0) : 0
  const at = (v: Date | string | null | undefined) => new Date(v ?? Date.now())
  return { clicks: agg?.n ?? 0, networks: agg?.networks ?? 0, firstAt: at(agg?.firstAt), lastAt: at(agg?.lastAt), followers }
}

/**
 * The window's earlier payouts still waiting were judged on fewer clicks; once the window looks
 * farmed they wait for a person too, with its evidence, or the first small batch of a farm would
 * still be paid by the job. The sound must be locked (it orders every change to its payouts).
 */
export async function holdWindow(tx: Executor, w: Window, reason: HoldReason, e: ClickEvidence): Promise<void> {
  await tx
    .update(uses)
    .set({ held: true, heldReason: reason, windowClicks: e.clicks, clickNetworks: e.networks, firstClickAt: e.firstAt, lastClickAt: e.lastAt, updatedAt: writeTime() })
    .where(
      and(
        eq(uses.campaignId, w.campaignId),
        eq(uses.creatorId, w.creatorId),
        eq(uses.kind, 'clicks'),
        eq(uses.status, 'pending'),
        eq(uses.held, false),
        gte(uses.lastClickAt, windowStart(w)),
      ),
    )
}
