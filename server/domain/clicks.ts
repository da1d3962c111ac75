import { randomUUID } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import type { Env } from '../env'
import { campaigns, clicks, slotHolds } from '../db/schema/marketplace'
import { checkClickToken } from '../lib/click-signing'
import { allowedHostOf } from '../lib/social-url'
import { LINK_HOSTS } from '../lib/marketplace-values'
import { conflict, HttpError, notFound } from '../lib/errors'
import { nowSql } from '../lib/sql-time'
import { isAutomatedAgent, networkKey, networkOf, visitorKey } from '../lib/visitor-traits'
import { familyOf, lockCampaign } from './campaigns'
import { clickStanding } from './creator-closure'
import { consumeRateLimits } from './rate-limit'
import { takesSlot } from './slots'

/** Whether an approved creator has a tracking link for the sound: a live hold, or any video-app sound. */
async function hasTrackingLink(db: Executor, c: typeof campaigns.$inferSelect, creatorId: string, now?: Date): Promise<boolean> {
  if (c.kind === 'video_app') return true
  const [h] = await db
    .select({ id: slotHolds.id })
    .from(slotHolds)
    .where(and(eq(slotHolds.campaignId, c.id), eq(slotHolds.creatorId, creatorId), takesSlot(now)))
  return Boolean(h)
}

/**
 * Where a sound's tracking links send visitors: its template (video-editing-app sounds) or its
 * first reference video; null when it has none. A stored link on no allowed host (written before
 * the rule, or by hand) is a 404: the click is not counted and nobody is sent there.
 */
function destinationOf(c: typeof campaigns.$inferSelect, hosts: readonly string[]): string | null {
  const link = (c.kind === 'video_app' ? c.templateLink : c.videoLinks[0]) ?? null
  if (link && !allowedHostOf(link, hosts)) throw notFound("This sound's link does not lead to the video-editing app or a video platform, so the portal sends no one there")
  return link
}

export interface ClickResult {
  counted: boolean
  destination: string | null
}

/**
 * Counts a visit to a creator's tracking link and says where the visitor goes next: the sound's
 * template (video-editing-app sounds) or its first reference video. The destination comes from
 * the sound, never from the link, so a tracking link cannot send anyone elsewhere.
 *
 * A visitor counts once per sound per UTC day; one network counts at most `perNetworkPerDay`
 * times per sound per day, whatever its visitors. The sound's row is locked while counting, so
 * two server processes cannot both count the network's last allowed click. `linkHosts`: where
 * visitors may be sent (the built-in LINK_HOSTS unless the deployment adds some).
 */
export async function addClick(
  db: Executor,
  o: { campaignId: string; creatorId: string; visitor: string; network: string; perNetworkPerDay: number; now?: Date; linkHosts?: readonly string[] },
): Promise<ClickResult> {
  return db.transaction(async (tx: Tx) => {
    const c = await lockCampaign(tx, o.campaignId)
    if (!c || familyOf(c.kind) !== 'sound' || c.status !== 'active') throw notFound('No sound with this id')
    if (!c.payPerClick) throw conflict('Clicks are not paid for this sound, so they are not tracked', 'clicks_not_tracked')
    const destination = destinationOf(c, o.linkHosts ?? LINK_HOSTS)
    // A creator who may not take part (rejected, back under review, deleted) earns nothing, but its
    // link, already shared, still takes visitors to the sound.
    if ((await clickStanding(tx, o.creatorId)) !== 'earns') return { counted: false, destination }
    if (!(await hasTrackingLink(tx, c, o.creatorId, o.now))) throw notFound('This creator has no tracking link for this sound')
    const day = sql`(${nowSql(o.now)} at time zone 'UTC')::date`
    const [fromNetwork] = await tx
      .select({ n: count() })
      .from(clicks)
      .where(and(eq(clicks.campaignId, c.id), eq(clicks.network, o.network), eq(clicks.day, day)))
    if ((fromNetwork?.n ?? 0) >= o.perNetworkPerDay) return { counted: false, destination }
    const rows = await tx
      .insert(clicks)
      .values({ id: randomUUID(), campaignId: c.id, creatorId: o.creatorId, visitor: o.visitor, network: o.network, day, createdAt: nowSql(o.now) })
      .onConflictDoNothing()
      .returning({ id: clicks.id })
    return { counted: rows.length > 0, destination }
  })
}

export interface TrackedClick {
  soundId: string
  creatorId: string
  /** The click token from the tracking link. */
  token: string
  /** The visitor id from the signed cookie, or null without a valid one. */
  visitorId: string | null
  ip: string
  userAgent: string | undefined
  secret: Uint8Array
  perNetworkPerDay: number
  now?: Date
  /** The hosts a visitor may be sent to (env LINK_HOSTS); default the built-in list. */
  linkHosts?: readonly string[]
}

const refused = (code: string, message: string) => new HttpError(403, message, code)

/**
 * A click as it arrives from a tracking link: it counts only with the visitor's signed cookie and
 * an unexpired click token signed for this sound, creator and visitor; a known bot or headless
 * browser is sent on but not counted. Refusals are 403s that say what to do.
 */
export async function countTrackedClick(db: Executor, o: TrackedClick): Promise<ClickResult> {
  if (!o.visitorId) throw refused('no_visitor', 'This click did not come through a tracking link: the visitor cookie is missing. Open the creator’s tracking link again.')
  const check = checkClickToken(o.secret, o.token, { soundId: o.soundId, creatorId: o.creatorId, visitorId: o.visitorId }, o.now?.getTime())
  if (check === 'expired') throw refused('click_token_expired', 'This click token has expired. Open the creator’s tracking link again.')
  if (check !== 'ok') throw refused('invalid_click_token', 'This click token is not valid for this sound, creator and visitor. Open the creator’s tracking link again.')
  const click = { campaignId: o.soundId, creatorId: o.creatorId, visitor: visitorKey(o.visitorId), network: networkKey(networkOf(o.ip)), perNetworkPerDay: o.perNetworkPerDay, now: o.now, linkHosts: o.linkHosts }
  if (!isAutomatedAgent(o.userAgent)) return addClick(db, click)
  // Bots are told where to go, like anyone, but the click is not counted (the checks still run).
  const { destination } = await addClick(db, { ...click, perNetworkPerDay: 0 })
  return { counted: false, destination }
}

/** Clicks (and tracking-link visits) per address per window: 429 with Retry-After beyond it. */
export const clickLimit = (db: Executor, env: Pick<Env, 'RATE_LIMIT_WINDOW_SECONDS' | 'CLICK_LIMIT_PER_IP'>, ip: string) =>
  consumeRateLimits(db, env.RATE_LIMIT_WINDOW_SECONDS, [{ bucket: `click:ip:${ip}`, max: env.CLICK_LIMIT_PER_IP }])

/** Where a sound's tracking links send visitors, without counting anything; 404 for no live sound. */
export async function soundDestination(db: Executor, soundId: string, linkHosts: readonly string[] = LINK_HOSTS): Promise<string | null> {
  const [c] = await db.select().from(campaigns).where(eq(campaigns.id, soundId))
  if (!c || familyOf(c.kind) !== 'sound' || c.status !== 'active') throw notFound('No sound with this id')
  return destinationOf(c, linkHosts)
}
