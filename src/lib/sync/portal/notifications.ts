import type { NotificationRow } from '../../../db/sync-schema'
import { markPending, patchRows } from '../overlay'
import { defineCollection, defineWrite } from '../registry'
import { MarkReadBodySchema } from '@server/routes/auth/notifications.schemas'

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

export type MarkReadInput = { ids: string[] } | { all: true }

export const markNotificationsReadWrite = defineWrite<MarkReadInput>({
  name: 'notifications.markRead',
  schema: MarkReadBodySchema,
  method: 'POST',
  path: '/auth/mark-notifications-read',
  describe: (input) => ('all' in input ? 'Marking all notifications read' : 'Marking notifications read'),
  change: {
    notifications: (rows, input, entry) =>
      'all' in input ? rows.map((r) => (r.read ? r : markPending({ ...r, read: true }, entry))) : patchRows(rows, new Set(input.ids), entry, (r) => ({ ...r, read: true })),
  },
  pulls: ['notifications'],
})
