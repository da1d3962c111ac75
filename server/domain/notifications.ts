import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { notifications } from '../db/schema/accounts'

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

export interface NewNotification {
  type: NotificationType
  title: string
  message: string
  data?: Record<string, unknown>
}

/** Records an event for a user; call inside the transaction that made the change. */
export async function notify(db: Executor, userId: string, n: NewNotification): Promise<void> {
  await db.insert(notifications).values({ id: randomUUID(), userId, type: n.type, title: n.title, message: n.message, data: n.data ?? null })
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

/** A user's notifications, newest first; with `since`, only those created or changed after it. */
export async function listNotifications(db: Executor, userId: string, opts: { since?: Date; limit: number }) {
  const where = opts.since ? and(eq(notifications.userId, userId), gt(notifications.updatedAt, opts.since)) : eq(notifications.userId, userId)
  const rows = await db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(opts.limit)
  const [counts] = await db
    .select({ unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number), cursor: sql<Date | null>`max(${notifications.updatedAt})` })
    .from(notifications)
    .where(eq(notifications.userId, userId))
  const items: NotificationView[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    message: r.message,
    data: r.data ?? null,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }))
  const cursor = counts?.cursor ? new Date(counts.cursor).toISOString() : null
  return { notifications: items, unread: counts?.unread ?? 0, cursor }
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
