import type { z } from 'zod'
import type { NotificationListSchema } from '@server/routes/auth/notifications.schemas'
import { defineCollection } from '../registry'

export const notificationsCollection = defineCollection({
  name: 'notifications',
  table: 'notifications',
  path: '/auth/get-notifications',
  query: () => ({ limit: '500' }),
  since: 'since',
  parse: (body) => {
    const list = body as z.output<typeof NotificationListSchema>
    return { rows: list.notifications, cursor: list.cursor, hasMore: list.hasMore }
  },
})
