import { z } from '@hono/zod-openapi'
import { IdSchema } from '../../lib/api-schemas'
import { SinceSchema } from '../../lib/sync-cursor'

export const NotificationsQuerySchema = z.object({
  /** Whose notifications; defaults to the caller. Another user's id is 403 unless admin. */
  user_id: IdSchema.optional(),
  /** Only notifications created or changed (read) after this point: the `cursor` of a previous pull. */
  since: SinceSchema.optional(),
  limit: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(500).default(100),
})

export const NotificationSchema = z
  .object({
    id: z.uuid(),
    type: z.string(),
    title: z.string(),
    message: z.string(),
    data: z.unknown().nullable(),
    read: z.boolean(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Notification')

export const NotificationListSchema = z
  .object({
    notifications: z.array(NotificationSchema),
    unread: z.number().int(),
    /** Pass as `since` next time to get only what changed; null when there are none. */
    cursor: z.string().nullable(),
    /** More rows wait beyond this page: ask again with `since` = `cursor`. */
    hasMore: z.boolean(),
  })
  .openapi('NotificationList')

export const MarkReadBodySchema = z
  .union([z.object({ ids: z.array(IdSchema).min(1, 'List at least one id').max(500) }), z.object({ all: z.literal(true) })], {
    error: 'Send { ids: [...] } or { all: true }',
  })
  .openapi('MarkNotificationsReadBody')

export const MarkReadResponseSchema = z.object({ updated: z.number().int() }).openapi('MarkNotificationsReadResult')
