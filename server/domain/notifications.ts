import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { notifications } from '../db/schema/accounts'
import type { Cursor } from '../lib/sync-cursor'
import { queuePush } from './push-outbox'
import { afterChange, feedCursor, inChangeOrder, pageCursor, readTime } from './mirror-feed'

export type NotificationType =
  | 'account_approved'
  | 'account_rejected'
  | 'account_pending'
  | 'role_changed'
  | 'influencer_changed'
  | 'spam_videos_changed'
  | 'speciality_changed'
  | 'brand_application_submitted'
  | 'brand_application_decided'
  | 'follower_verification_decided'
  | 'email_changed'
  | 'password_changed'
  | 'password_reset_asked'
  | 'sign_in_failures'
  | 'payout_settled'
  | 'payout_failed'
  | 'wallet_funded'
  | 'use_submitted'
  | 'use_approved'
  | 'use_rejected'
  | 'click_payout'
  | 'hold_expired'
  | 'hold_released'
  | 'sound_deleted'
  | 'request_deleted'
  | 'campaigns_closed'
  | 'creator_closed'
  | 'campaign_refused'
  | 'brand_video_submitted'
  | 'brand_video_approved'
  | 'brand_video_rejected'
  | 'payout_released'
  | 'payout_returned'
  | 'use_reported'
  | 'report_decided'
  | 'appeal_submitted'
  | 'appeal_decided'
  | 'hold_ending'
  | 'auto_approval_soon'
  | 'budget_low'
  | 'accounts_waiting'
  | 'video_held'

export interface NewNotification {
  type: NotificationType
  title: string
  message: string
  data?: Record<string, unknown>
  /** The app screen a push message of it opens, when its type alone does not say (push-messages.ts). */
  screen?: string
}

/**
 * Records an event for a user, and a push message for each of their devices that wants its kind
 * (push-outbox.ts); call inside the transaction that made the change, so neither exists without it.
 */
export async function notify(db: Executor, userId: string, n: NewNotification): Promise<void> {
  const id = randomUUID()
  await db.insert(notifications).values({ id, userId, type: n.type, title: n.title, message: n.message, data: n.data ?? null })
  await queuePush(db, userId, n, id)
}

export interface NotificationView {
  id: string
  type: string
  title: string
  message: string
  data: unknown
  read: boolean
  createdAt: string
  updatedAt: string
}

const view = (r: typeof notifications.$inferSelect): NotificationView => ({
  id: r.id,
  type: r.type,
  title: r.title,
  message: r.message,
  data: r.data ?? null,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
})

/**
 * A user's notifications. Without `since`: the newest first. With `since` (a cursor from an earlier
 * answer): only those created or changed after it, in change order, a page at a time — `hasMore`
 * says another page follows from the returned cursor, so a mirror can catch up on any backlog.
 * The last page's cursor is held back like the marketplace feeds' (mirror-feed.ts): a notification
 * written by another request while this one reads, or committed after its stamp, is not skipped.
 */
export async function listNotifications(db: Executor, userId: string, opts: { since?: Cursor; limit: number }) {
  const mine = eq(notifications.userId, userId)
  const readAt = await readTime(db)
  const rows = opts.since
    ? await db
        .select()
        .from(notifications)
        .where(and(mine, afterChange(notifications.updatedAt, notifications.id, opts.since)))
        .orderBy(...inChangeOrder(notifications.updatedAt, notifications.id))
        .limit(opts.limit + 1)
    : await db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(opts.limit + 1)
  const [counts] = await db
    .select({ unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number), newest: sql<Date | string | null>`max(${notifications.updatedAt})` })
    .from(notifications)
    .where(mine)
  const unread = counts?.unread ?? 0
  const hasMore = rows.length > opts.limit
  const page = rows.slice(0, opts.limit)
  if (opts.since) {
    const last = page.at(-1)
    const cursor = pageCursor(last && { at: last.updatedAt, id: last.id }, hasMore, opts.since, readAt)
    return { notifications: page.map(view), unread, cursor, hasMore }
  }
  const cursor = feedCursor(counts?.newest ? [new Date(counts.newest)] : [], undefined, readAt)
  return { notifications: page.map(view), unread, cursor, hasMore }
}

/** Marks the given notifications (or all) of this user read; others' ids are silently not matched. */
export async function markRead(db: Executor, userId: string, ids: string[] | 'all'): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt))
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()`, updatedAt: sql`now()` })
    .where(ids === 'all' ? mine : and(mine, inArray(notifications.id, ids)))
    .returning({ id: notifications.id })
  return rows.length
}
