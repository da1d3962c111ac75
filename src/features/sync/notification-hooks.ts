import type { NotificationRow } from '@/db/sync-schema'
import { queueWrite } from '@/lib/sync/queue-write'
import type { Overlaid } from '@/lib/sync/overlay'
import { useMirror } from '@/lib/sync/use-mirror'

export interface NotificationList {
  /** Newest first. */
  items: Array<Overlaid<NotificationRow>>
  unread: number
}

/** The user's notifications as last pulled, with "mark read" changes that are still queued on top. */
export function useNotifications(): NotificationList | undefined {
  const rows = useMirror<NotificationRow & Record<string, unknown>>('notifications')
  if (!rows) return undefined
  const items = [...rows].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
  return { items, unread: items.filter((n) => !n.read).length }
}

/**
 * The write kind, loaded when the user first marks something read: the bell is on every signed-in
 * screen, and the kind brings the server's schema (the validation library) with it.
 */
const markReadWrite = () => import('./writes').then((m) => m.markNotificationsReadWrite)

/** Queued like every write: read at once on screen, sent now or when the connection returns. */
export async function markRead(ids: string[]): Promise<void> {
  if (ids.length) await queueWrite(await markReadWrite(), { ids })
}

export async function markAllRead(): Promise<void> {
  await queueWrite(await markReadWrite(), { all: true })
}
