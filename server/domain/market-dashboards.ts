import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { ROLES } from '../lib/account-values'
import { REQUEST_TYPES, SOUND_KINDS } from '../lib/marketplace-values'
import type { PlatformTotals } from './money-port'

/**
 * The dashboards, each figure computed by PostgreSQL (aggregates, FILTER, generate_series for
 * the daily series): the server never loops over uses or clicks in JavaScript. Days are UTC.
 */
type Row = Record<string, unknown>
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows
const n = (v: unknown) => Number(v ?? 0)
const list = (values: readonly string[]) => sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)
const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`

export interface DayRange {
  /** yyyy-MM-dd, inclusive. */
  from: string
  to: string
}

/** The last `days` days up to today (UTC), as a range. */
export function lastDays(days: number, today = new Date()): DayRange {
  const to = today.toISOString().slice(0, 10)
  const from = new Date(Date.parse(to) - (days - 1) * 86_400_000).toISOString().slice(0, 10)
  return { from, to }
}

const inRange = (column: SQL, r: DayRange) => sql`${utcDay(column)} between ${r.from}::date and ${r.to}::date`

/** An artist's (or brand's) campaigns: per campaign, totals and a daily series. */
export async function ownerDashboard(db: Executor, ownerId: string, range: DayRange) {
  const perCampaign = rowsOf(
    await db.execute(sql`
      select c.id, c.title, c.kind, c.status, c.slots, c.escrowed, c.paid, c.refunded,
        count(u.id) filter (where u.status = 'approved') as approved,
        count(u.id) filter (where u.status = 'pending') as pending,
        count(u.id) filter (where u.status = 'rejected') as rejected,
        coalesce(sum(u.amount) filter (where u.status = 'pending'), 0) as pending_amount,
        (select count(*) from clicks k where k.campaign_id = c.id) as clicks
      from campaigns c left join uses u on u.campaign_id = c.id
      where c.owner_id = ${ownerId}
      group by c.id
      order by c.created_at desc, c.id desc`),
  )
  const [totals] = rowsOf(
    await db.execute(sql`
      select
        (select count(*) from campaigns where owner_id = ${ownerId} and status = 'active') as active,
        (select coalesce(sum(escrowed - paid - refunded), 0) from campaigns where owner_id = ${ownerId} and status in ('active', 'deleted')) as remaining,
        (select coalesce(sum(paid), 0) from campaigns where owner_id = ${ownerId}) as spend,
        (select count(*) from uses where owner_id = ${ownerId} and status = 'approved') as approved,
        (select count(*) from uses where owner_id = ${ownerId} and status = 'pending') as pending,
        (select count(*) from uses where owner_id = ${ownerId} and status = 'rejected') as rejected,
        (select coalesce(sum(amount), 0) from uses where owner_id = ${ownerId} and status = 'pending') as pending_amount,
        (select count(*) from clicks k join campaigns c on c.id = k.campaign_id where c.owner_id = ${ownerId}) as clicks`),
  )
  const daily = rowsOf(
    await db.execute(sql`
      select d.day::date::text as day, coalesce(s.n, 0) as submitted, coalesce(a.n, 0) as approved, coalesce(a.spend, 0) as spend, coalesce(k.n, 0) as clicks
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
      left join (select ${utcDay(sql`created_at`)} as day, count(*) as n from uses where owner_id = ${ownerId} and ${inRange(sql`created_at`, range)} group by 1) s on s.day = d.day
      left join (select ${utcDay(sql`decided_at`)} as day, count(*) as n, sum(amount) as spend from uses
                 where owner_id = ${ownerId} and status = 'approved' and ${inRange(sql`decided_at`, range)} group by 1) a on a.day = d.day
      left join (select k.day, count(*) as n from clicks k join campaigns c on c.id = k.campaign_id
                 where c.owner_id = ${ownerId} and k.day between ${range.from}::date and ${range.to}::date group by 1) k on k.day = d.day
      order by d.day`),
  )
  const t = totals ?? {}
  return {
    range,
    totals: {
      activeCampaigns: n(t.active),
      escrowRemaining: n(t.remaining),
      spend: n(t.spend),
      uses: { approved: n(t.approved), pending: n(t.pending), rejected: n(t.rejected) },
      pendingAmount: n(t.pending_amount),
      clicks: n(t.clicks),
    },
    campaigns: perCampaign.map((r) => ({
      id: String(r.id),
      title: String(r.title),
      kind: String(r.kind),
      status: String(r.status),
      slots: n(r.slots),
      escrowed: n(r.escrowed),
      spend: n(r.paid),
      refunded: n(r.refunded),
      uses: { approved: n(r.approved), pending: n(r.pending), rejected: n(r.rejected) },
      pendingAmount: n(r.pending_amount),
      clicks: n(r.clicks),
    })),
    daily: daily.map((r) => ({ day: String(r.day), submitted: n(r.submitted), approved: n(r.approved), spend: n(r.spend), clicks: n(r.clicks) })),
  }
}

/** The admin's statistics for a range of days: sign-ups, campaigns, uses, money, leaders, daily series. */
export async function platformDashboard(db: Executor, range: DayRange, totals: (db: Executor) => Promise<PlatformTotals>) {
  const created = inRange(sql`created_at`, range)
  const decided = inRange(sql`decided_at`, range)
  const [t = {}] = rowsOf(
    await db.execute(sql`
      select
        ${sql.join(
          ROLES.map((r) => sql`(select count(*) from users where role = ${r} and ${created}) as ${sql.identifier(`signups_${r}`)}`),
          sql`, `,
        )},
        (select count(*) from campaigns where kind in (${list(SOUND_KINDS)}) and ${created}) as sounds,
        (select count(*) from campaigns where kind in (${list(REQUEST_TYPES)}) and ${created}) as requests,
        (select count(*) from uses where ${created}) as submitted,
        (select count(*) from uses where status = 'approved' and ${decided}) as approved,
        (select count(*) from uses where status = 'rejected' and ${decided}) as rejected,
        (select count(*) from uses where status = 'pending') as pending_now,
        (select coalesce(sum(amount), 0) from uses where status = 'approved' and ${decided}) as payouts,
        (select coalesce(sum(fee), 0) from uses where status = 'approved' and ${decided}) as fees,
        (select count(*) from clicks where day between ${range.from}::date and ${range.to}::date) as clicks`),
  )
  const topSounds = rowsOf(
    await db.execute(sql`
      select c.id, c.title, c.owner_id, count(*) as uses, sum(u.amount) as spend
      from uses u join campaigns c on c.id = u.campaign_id
      where u.status = 'approved' and c.kind in (${list(SOUND_KINDS)}) and ${inRange(sql`u.decided_at`, range)}
      group by c.id order by uses desc, spend desc, c.id limit 5`),
  )
  const topCreators = rowsOf(
    await db.execute(sql`
      select u.creator_id, max(p.full_name) as full_name, count(*) as uses, sum(u.amount - coalesce(u.fee, 0)) as earned
      from uses u left join users p on p.id = u.creator_id
      where u.status = 'approved' and ${inRange(sql`u.decided_at`, range)}
      group by u.creator_id order by earned desc, uses desc, u.creator_id limit 5`),
  )
  const daily = rowsOf(
    await db.execute(sql`
      select d.day::date::text as day, coalesce(g.n, 0) as signups, coalesce(s.n, 0) as submitted, coalesce(a.n, 0) as approved,
        coalesce(a.payouts, 0) as payouts, coalesce(a.fees, 0) as fees, coalesce(k.n, 0) as clicks
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
      left join (select ${utcDay(sql`created_at`)} as day, count(*) as n from users where ${created} group by 1) g on g.day = d.day
      left join (select ${utcDay(sql`created_at`)} as day, count(*) as n from uses where ${created} group by 1) s on s.day = d.day
      left join (select ${utcDay(sql`decided_at`)} as day, count(*) as n, sum(amount) as payouts, sum(fee) as fees from uses
                 where status = 'approved' and ${decided} group by 1) a on a.day = d.day
      left join (select day, count(*) as n from clicks where day between ${range.from}::date and ${range.to}::date group by 1) k on k.day = d.day
      order by d.day`),
  )
  const signups = Object.fromEntries(ROLES.map((r) => [r, n(t[`signups_${r}`])])) as Record<(typeof ROLES)[number], number>
  return {
    range,
    signups: { total: Object.values(signups).reduce((a, b) => a + b, 0), byRole: signups },
    sounds: n(t.sounds),
    requests: n(t.requests),
    uses: { submitted: n(t.submitted), approved: n(t.approved), rejected: n(t.rejected), pendingNow: n(t.pending_now) },
    payouts: { gross: n(t.payouts), fees: n(t.fees), net: n(t.payouts) - n(t.fees) },
    clicks: n(t.clicks),
    money: await totals(db),
    topSounds: topSounds.map((r) => ({ id: String(r.id), title: String(r.title), artistId: String(r.owner_id), uses: n(r.uses), spend: n(r.spend) })),
    topCreators: topCreators.map((r) => ({ id: String(r.creator_id), fullName: r.full_name === null ? null : String(r.full_name), uses: n(r.uses), earned: n(r.earned) })),
    daily: daily.map((r) => ({
      day: String(r.day),
      signups: n(r.signups),
      submitted: n(r.submitted),
      approved: n(r.approved),
      payouts: n(r.payouts),
      fees: n(r.fees),
      clicks: n(r.clicks),
    })),
  }
}

/** Marketplace counts for the admin home (get-data-for-dashboard), one statement. */
export async function marketplaceCounts(db: Executor) {
  const [t = {}] = rowsOf(
    await db.execute(sql`
      select
        (select count(*) from campaigns where status = 'active' and kind in (${list(SOUND_KINDS)})) as sounds,
        (select count(*) from campaigns where status = 'active' and kind in (${list(REQUEST_TYPES)})) as requests,
        (select count(*) from slot_holds where status = 'held' and expires_at > now()) as held,
        (select count(*) from uses where status = 'pending') as pending,
        (select count(*) from uses where status = 'approved') as approved`),
  )
  return { activeSounds: n(t.sounds), activeRequests: n(t.requests), heldSlots: n(t.held), pendingApprovals: n(t.pending), approvedUses: n(t.approved) }
}
