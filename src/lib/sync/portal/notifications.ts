import type { NotificationRow } from '../../../db/sync-schema'
import { defineCollection } from '../registry'

interface NotificationList {
  notifications: NotificationRow[]
  cursor: string | null
  hasMore?: boolean
}

export const notificationsCollection = defineCollection({
  name: 'notifications',
  table: 'notifications',
  path: '/auth/get-notifications',
  query: () => ({ limit: '500' }),
  since: 'since',
  parse: (body) => {
    const list = body as NotificationList
    return { rows: list.notifications as unknown as Record<string, unknown>[], cursor: list.cursor, hasMore: list.hasMore ?? false }
  },
})
