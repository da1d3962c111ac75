import { createRoute } from '@hono/zod-openapi'
import { listNotifications, markRead } from '../../domain/notifications'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { assertSelfOrAdmin, requireAuth } from '../../lib/auth'
import { createRouter } from '../../lib/router'
import { MarkReadBodySchema, MarkReadResponseSchema, NotificationListSchema, NotificationsQuerySchema } from './notifications.schemas'

const getNotificationsRoute = createRoute({
  method: 'get',
  path: '/get-notifications',
  tags: ['Notifications'],
  summary: "A user's notifications, newest first, with read state; with `since`, the changes after a cursor in change order",
  middleware: [requireAuth] as const,
  request: { query: NotificationsQuerySchema },
  responses: { 200: jsonResponse('Notifications', NotificationListSchema), ...errorResponses(400, 401, 403) },
})

const markReadRoute = createRoute({
  method: 'post',
  path: '/mark-notifications-read',
  tags: ['Notifications'],
  summary: "Mark the caller's notifications read (the listed ids, or all)",
  middleware: [requireAuth] as const,
  request: { body: jsonBody(MarkReadBodySchema) },
  responses: { 200: jsonResponse('How many changed', MarkReadResponseSchema), ...errorResponses(400, 401, 422) },
})

export const notificationsRouter = createRouter()
  .openapi(getNotificationsRoute, async (c) => {
    const { user_id, since, limit } = c.req.valid('query')
    const { auth } = c.var
    const userId = user_id ?? auth.userId
    assertSelfOrAdmin(auth, userId)
    const list = await listNotifications(c.var.database.db, userId, { since, limit })
    return c.json(list, 200)
  })
  .openapi(markReadRoute, async (c) => {
    const body = c.req.valid('json')
    const updated = await markRead(c.var.database.db, c.var.auth.userId, 'all' in body ? 'all' : body.ids)
    return c.json({ updated }, 200)
  })
