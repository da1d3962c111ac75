import { sql, type SQL } from 'drizzle-orm'
import type { Db, Executor } from '../db/client'
import { remindersSent } from '../db/schema/push'
import { formatMoney } from '../lib/money-format'
import { startPeriodic } from '../lib/periodic'
import { nowSql } from '../lib/sql-time'
import type { MarketConfig } from './market-config'
import { notify, type NewNotification } from './notifications'
import { SCREENS } from './push-messages'

/** How far ahead a deadline is announced (or half of a shorter hold or approval window). */
const AHEAD_HOURS = 24
/** A campaign's budget is nearly spent once at most 1/LOW_BUDGET_PART of it is left (a fifth). */
const LOW_BUDGET_PART = 5
const BATCH = 200

const REQUEST_KINDS = new Set(['duet', 'script'])
const quoted = (title: string, kind: string) => (REQUEST_KINDS.has(kind) ? `your request “${title}”` : `“${title}”`)
const hoursLeft = (at: Date | string, now: Date) => Math.max(1, Math.round((new Date(at).getTime() - now.getTime()) / 3_600_000))
const inHours = (h: number) => (h === 1 ? 'within the hour' : `in about ${h} hours`)

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/**
 * Sends `notice` to the recipients for the keys not sent before, in one transaction with their
 * record, so a reminder goes out once whichever process (or run) gets there first; `n` is how many
 * keys were new. Nothing is sent when none was.
 */
async function remindOnce(db: Db, keys: string[], recipients: string[], notice: (n: number) => NewNotification): Promise<number> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(remindersSent)
      .values(keys.map((key) => ({ key })))
      .onConflictDoNothing()
      .returning({ key: remindersSent.key })
    if (fresh.length === 0) return 0
    for (const userId of recipients) await notify(tx, userId, notice(fresh.length))
    return 1
  })
}

const unsent = (key: SQL) => sql`not exists (select 1 from reminders_sent r where r.key = ${key})`

/** Creators: a hold that runs out within a day (or half its length) with no video submitted yet. */
async function holdsEnding(db: Db, now: Date): Promise<number> {
  const at = nowSql(now)
  const due = await rows<{ id: string; creator_id: string; expires_at: string; campaign_id: string; kind: string; title: string }>(
    db,
    sql`select h.id, h.creator_id, h.expires_at, c.id as campaign_id, c.kind, c.title from slot_holds h join campaigns c on c.id = h.campaign_id
      where h.status = 'held' and h.expires_at > ${at}
        and h.expires_at <= ${at} + least(make_interval(hours => ${AHEAD_HOURS}), (h.expires_at - h.created_at) / 2)
        and ${unsent(sql`'hold:' || h.id || ':ending'`)} limit ${BATCH}`,
  )
  let sent = 0
  for (const h of due) {
    sent += await remindOnce(db, [`hold:${h.id}:ending`], [h.creator_id], () => ({
      type: 'hold_ending',
      title: 'Your slot ends soon',
      message: `Your hold on ${quoted(h.title, h.kind)} ends ${inHours(hoursLeft(h.expires_at, now))}. Submit your video before then, or the slot is freed.`,
      data: { campaignId: h.campaign_id, campaignKind: h.kind, holdId: h.id, expiresAt: new Date(h.expires_at).toISOString() },
    }))
  }
  return sent
}

/** Artists and brands: videos (and clicks) that the job approves within a day unless they decide first. */
async function autoApprovalsSoon(db: Db, market: MarketConfig, now: Date): Promise<number> {
  const at = nowSql(now)
  const window = Math.min(AHEAD_HOURS, market.autoApproveHours / 2)
  const due = await rows<{ campaign_id: string; owner_id: string; kind: string; title: string; use_ids: string[] }>(
    db,
    sql`select c.id as campaign_id, c.owner_id, c.kind, c.title, array_agg(u.id::text) as use_ids from uses u join campaigns c on c.id = u.campaign_id
      where u.status = 'pending' and u.held = false
        and u.created_at <= ${at} - make_interval(hours => ${market.autoApproveHours - window})
        and u.created_at > ${at} - make_interval(hours => ${market.autoApproveHours})
        and (u.kind = 'clicks' or exists (select 1 from video_checks v where v.use_id = u.id and v.state = 'verified'))
        and ${unsent(sql`'use:' || u.id || ':auto-approval'`)}
      group by c.id limit ${BATCH}`,
  )
  let sent = 0
  for (const c of due) {
    sent += await remindOnce(
      db,
      c.use_ids.map((id) => `use:${id}:auto-approval`),
      [c.owner_id],
      (n) => ({
        type: 'auto_approval_soon',
        title: 'Approve or reject soon',
        message: `${n === 1 ? 'A submission' : `${n} submissions`} for ${quoted(c.title, c.kind)} will be approved and paid automatically within ${window} hours unless you decide first.`,
        data: { campaignId: c.campaign_id, campaignKind: c.kind, count: n },
      }),
    )
  }
  return sent
}

/** Artists and brands: a live campaign with at most a fifth of its budget left. */
async function budgetsLow(db: Db, market: MarketConfig): Promise<number> {
  const due = await rows<{ id: string; owner_id: string; kind: string; title: string; escrowed: string; left: string }>(
    db,
    sql`select id, owner_id, kind, title, escrowed, escrowed - paid - refunded as left from campaigns
      where status = 'active' and deleted_at is null and escrowed > 0 and (escrowed - paid - refunded) * ${LOW_BUDGET_PART} <= escrowed
        and ${unsent(sql`'campaign:' || id || ':budget-low'`)} limit ${BATCH}`,
  )
  let sent = 0
  for (const c of due) {
    const request = REQUEST_KINDS.has(c.kind)
    sent += await remindOnce(db, [`campaign:${c.id}:budget-low`], [c.owner_id], () => ({
      type: 'budget_low',
      title: 'Budget nearly spent',
      message: `${request ? `Your request “${c.title}”` : `“${c.title}”`} has ${formatMoney(Number(c.left), market.currency)} of its ${formatMoney(Number(c.escrowed), market.currency)} budget left.`,
      data: { campaignId: c.id, campaignKind: c.kind },
      screen: request ? SCREENS.myRequests : SCREENS.mySounds,
    }))
  }
  return sent
}

/** Admins: accounts that signed up and wait for someone to approve them (one notice per batch of new ones). */
async function accountsWaiting(db: Db): Promise<number> {
  const waiting = await rows<{ id: string }>(
    db,
    sql`select id from users where approval_status = 'pending' and ${unsent(sql`'account:' || id || ':waiting'`)} order by created_at limit ${BATCH}`,
  )
  if (waiting.length === 0) return 0
  const admins = await rows<{ id: string }>(db, sql`select id from users where role = 'admin' and approval_status = 'approved'`)
  return remindOnce(
    db,
    waiting.map((u) => `account:${u.id}:waiting`),
    admins.map((a) => a.id),
    (n) => ({
      type: 'accounts_waiting',
      title: n === 1 ? 'An account waits for approval' : `${n} accounts wait for approval`,
      message: `${n === 1 ? 'A new account waits' : `${n} new accounts wait`} for an admin to approve ${n === 1 ? 'it' : 'them'} before taking part.`,
      data: { count: n },
    }),
  )
}

/**
 * One pass of the reminders: what runs out soon and what waits for someone, each notified once
 * (reminders_sent). Several processes may run it together. `now` is injectable for tests.
 */
export async function sendReminders(db: Db, market: MarketConfig, now = new Date()) {
  return {
    holdsEnding: await holdsEnding(db, now),
    autoApprovalsSoon: await autoApprovalsSoon(db, market, now),
    budgetsLow: await budgetsLow(db, market),
    accountsWaiting: await accountsWaiting(db),
  }
}

/** Runs the reminders every `intervalMs` in this process (0: never). */
export function startReminders(db: Db, market: MarketConfig, intervalMs: number, log: (m: string) => void = console.warn): () => void {
  return startPeriodic('[reminders] run', intervalMs, () => sendReminders(db, market), { log })
}
