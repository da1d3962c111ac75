import { liveQuery } from 'dexie'
import type { AppDB } from '@/db/db'
import type { OutboxEntry } from '@/db/sync-schema'
import { entriesOf } from '@/lib/sync/outbox'
import { readSessionRow } from '@/lib/sync/session-row'
import type { MarkReadInput } from './writes'

/**
 * The number on the installed app's icon: notifications the user has not read, plus changes made
 * on this device that have not been sent yet (waiting, sending, or held until the user signs in
 * again). A notification marked read while offline no longer counts; its queued "mark read" does,
 * until it is sent.
 */

const MARK_READ = 'notifications.markRead'
const notSent = (e: OutboxEntry) => e.status === 'pending' || e.status === 'sending' || e.status === 'paused'

export async function badgeCount(db: AppDB): Promise<number> {
  const session = await readSessionRow(db)
  if (!session?.userId) return 0
  const entries = await entriesOf(db, session.userId).toArray()
  // Marks not yet landed in the mirror (refused ones changed nothing).
  const marks = entries.filter((e) => e.kind === MARK_READ && e.status !== 'rejected').map((e) => e.input as MarkReadInput)
  const allRead = marks.some((m) => 'all' in m)
  const readIds = new Set(marks.flatMap((m) => ('ids' in m ? m.ids : [])))
  const unread = allRead ? 0 : await db.notifications.filter((n) => !n.read && !readIds.has(n.id)).count()
  return unread + entries.filter(notSent).length
}

type BadgeNavigator = { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> }

/** Shows `count` on the app's icon where the browser can (cleared at zero); elsewhere nothing. */
export async function showBadge(count: number, nav: BadgeNavigator = navigator as BadgeNavigator): Promise<void> {
  if (!nav.setAppBadge) return
  try {
    if (count > 0) await nav.setAppBadge(count)
    else await (nav.clearAppBadge ? nav.clearAppBadge() : nav.setAppBadge(0))
  } catch {
    // Not allowed here (no installed app, a denied permission): the count is shown in the app anyway.
  }
}

/** Keeps the icon's number in step with the database, across tabs and the worker's replays. */
export function watchBadge(db: AppDB): () => void {
  const sub = liveQuery(() => badgeCount(db)).subscribe({ next: (n) => void showBadge(n), error: () => undefined })
  return () => sub.unsubscribe()
}
