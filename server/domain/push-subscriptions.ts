import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { pushOutbox, pushSubscriptions } from '../db/schema/push'
import type { PushKind } from '../lib/push-values'

/** Devices one account may receive push on; a new one past this replaces the longest unused. */
export const MAX_DEVICES = 10

export interface NewSubscription {
  endpoint: string
  p256dh: string
  auth: string
  kinds: PushKind[]
}

/**
 * Stores a device's subscription for the user: one row per endpoint, so posting it again updates
 * its keys and kinds, and a device signed in as someone else moves to them (its messages still
 * waiting for the former user are dropped first, never shown to the new one).
 */
export async function saveSubscription(db: Db, userId: string, s: NewSubscription): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s.endpoint)).for('update')
    if (before && before.userId !== userId) await tx.delete(pushOutbox).where(eq(pushOutbox.endpoint, s.endpoint))
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: s.endpoint, userId, p256dh: s.p256dh, auth: s.auth, kinds: s.kinds })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: s.p256dh, auth: s.auth, kinds: s.kinds, updatedAt: sql`now()` } })
    const kept = tx
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.updatedAt))
      .limit(MAX_DEVICES)
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, kept)))
  })
}

/** Removes the caller's subscription for this endpoint; false when they had none there. */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ endpoint: pushSubscriptions.endpoint })
  return rows.length > 0
}
