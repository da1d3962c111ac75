import { createRoute } from '@hono/zod-openapi'
import { removeSubscription, saveSubscription } from '../../domain/push-subscriptions'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { requireAuth } from '../../lib/auth'
import { HttpError } from '../../lib/errors'
import { refusePushEndpoint } from '../../lib/push-endpoint'
import { createRouter } from '../../lib/router'
import { PushKeySchema, PushRemovedSchema, PushSavedSchema, PushSubscriptionBodySchema, PushUnsubscribeBodySchema } from './push.schemas'

const keyRoute = createRoute({
  method: 'get',
  path: '/key',
  tags: ['Push'],
  summary: "The server's VAPID public key, to subscribe with (applicationServerKey)",
  middleware: [requireAuth] as const,
  responses: { 200: jsonResponse('The key', PushKeySchema), ...errorResponses(401) },
})

const subscribeRoute = createRoute({
  method: 'post',
  path: '/subscriptions',
  tags: ['Push'],
  summary: "Store this device's push subscription (PushSubscriptionJSON) for the caller, with the kinds wanted; posting the same endpoint again updates it",
  middleware: [requireAuth] as const,
  request: { body: jsonBody(PushSubscriptionBodySchema) },
  responses: { 200: jsonResponse('Stored', PushSavedSchema), ...errorResponses(400, 401) },
})

const unsubscribeRoute = createRoute({
  method: 'delete',
  path: '/subscriptions',
  tags: ['Push'],
  summary: "Remove the caller's push subscription for this endpoint",
  middleware: [requireAuth] as const,
  request: { body: jsonBody(PushUnsubscribeBodySchema) },
  responses: { 200: jsonResponse('Whether one was removed', PushRemovedSchema), ...errorResponses(400, 401) },
})

/** Web Push subscriptions of signed-in users (domain/push-subscriptions.ts); `publicKey` is the VAPID key. */
export function createPushRouter(publicKey: string) {
  return createRouter()
    .openapi(keyRoute, (c) => c.json({ publicKey }, 200))
    .openapi(subscribeRoute, async (c) => {
      const { endpoint, keys, kinds } = c.req.valid('json')
      // A push endpoint is a request this server will make: known push services only.
      const refused = refusePushEndpoint(endpoint, c.var.env.PUSH_ENDPOINT_HOSTS)
      if (refused) throw new HttpError(400, refused, 'push_endpoint_refused')
      await saveSubscription(c.var.database.db, c.var.auth.userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth, kinds })
      return c.json({ endpoint, kinds }, 200)
    })
    .openapi(unsubscribeRoute, async (c) => {
      const { endpoint } = c.req.valid('json')
      return c.json({ removed: await removeSubscription(c.var.database.db, c.var.auth.userId, endpoint) }, 200)
    })
}
