import { and, count, eq, isNull, sql, type AnyColumn } from 'drizzle-orm'
import { clicks, uses } from '../db/schema/marketplace'
import { VISITOR_COOKIE } from '../lib/click-signing'
import type { TestApp } from './test-app'

/**
 * Visitors of tracking links for tests: a browser that keeps its cookie, seen from an address
 * (X-Forwarded-For; the test app must trust one proxy hop) with a User-Agent.
 */
type Server = Pick<TestApp['app'], 'request'>

export const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

export interface Visitor {
  ip: string
  userAgent?: string
  /** `sp_visitor=<value>` once the link set it; kept like a browser keeps it. */
  cookie?: string
}

export const visitor = (ip: string, userAgent: string = PHONE_UA): Visitor => ({ ip, userAgent })

function headersOf(v: Visitor, extra: Record<string, string> = {}): Record<string, string> {
  return { 'x-forwarded-for': v.ip, ...(v.userAgent !== undefined ? { 'user-agent': v.userAgent } : {}), ...(v.cookie ? { cookie: v.cookie } : {}), ...extra }
}

function keepCookie(v: Visitor, res: Response): void {
  const set = res.headers.get('set-cookie')
  const m = set ? new RegExp(`${VISITOR_COOKIE}=([^;]+)`).exec(set) : null
  if (m) v.cookie = `${VISITOR_COOKIE}=${m[1]}`
}

/** Opens a tracking link as a browser does: both redirects; answers the final response and where it points. */
export async function openLink(server: Server, soundId: string, creatorId: string, v: Visitor) {
  const first = await server.request(`/t/${soundId}/${creatorId}`, { headers: headersOf(v, { accept: 'text/html' }) })
  keepCookie(v, first)
  const hop = first.headers.get('location')
  if (first.status !== 302 || !hop) return { first, res: first, location: null as string | null }
  const res = await server.request(hop, { headers: headersOf(v, { accept: 'text/html' }) })
  return { first, hop, res, location: res.headers.get('location') }
}

/** The click token as the app's /t/ page gets it (JSON), keeping the cookie. */
export async function tokenFor(server: Server, soundId: string, creatorId: string, v: Visitor): Promise<string> {
  const res = await server.request(`/t/${soundId}/${creatorId}`, { headers: headersOf(v, { accept: 'application/json' }) })
  keepCookie(v, res)
  return ((await res.json()) as { token: string }).token
}

/** POST /artist/add-click with a body (the token in it) and the visitor's cookie. */
export const postClick = (server: Server, v: Visitor, body: Record<string, unknown>) =>
  server.request('/api/artist/add-click', { method: 'POST', headers: headersOf(v, { 'content-type': 'application/json', render: 'backend' }), body: JSON.stringify(body) })

/** The app's way: fetch a token from the link, then add-click with it. */
export async function addClickVia(server: Server, soundId: string, creatorId: string, v: Visitor) {
  const token = await tokenFor(server, soundId, creatorId, v)
  return postClick(server, v, { soundid: soundId, creator_id: creatorId, token })
}

/** Clicks stored for a sound (counted ones). */
export async function clicksOn(t: TestApp, soundId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(clicks).where(eq(clicks.campaignId, soundId))
  return row?.n ?? 0
}

/** A creator's clicks on a sound not yet turned into a payout. */
export async function unconvertedOf(t: TestApp, soundId: string, creatorId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(clicks)
    .where(and(eq(clicks.campaignId, soundId), eq(clicks.creatorId, creatorId), isNull(clicks.useId)))
  return row?.n ?? 0
}

/**
 * As if `hours` went by for a sound: its clicks and payouts move that far into the past (their
 * UTC day with them), so the next day's visitors count again under the per-day caps.
 */
export async function passHours(t: TestApp, soundId: string, hours: number): Promise<void> {
  const back = (col: AnyColumn) => sql`${col} - make_interval(hours => ${hours}::int)`
  await t.database.db
    .update(clicks)
    .set({ createdAt: back(clicks.createdAt), day: sql`((${clicks.createdAt} - make_interval(hours => ${hours}::int)) at time zone 'UTC')::date` })
    .where(eq(clicks.campaignId, soundId))
  await t.database.db
    .update(uses)
    .set({ createdAt: back(uses.createdAt), firstClickAt: back(uses.firstClickAt), lastClickAt: back(uses.lastClickAt) })
    .where(eq(uses.campaignId, soundId))
}
