import type { NotificationRow } from '@/db/sync-schema'
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
