import { createRoute, z } from '@hono/zod-openapi'
import { lookupKey } from '../../domain/idempotency'
import { errorResponses, IdSchema } from '../../lib/api-schemas'
import { requireAuth } from '../../lib/auth'
import { HttpError } from '../../lib/errors'
import { createRouter } from '../../lib/router'

const lookupRoute = createRoute({
  method: 'get',
  path: '/idempotency/{key}',
  tags: ['System'],
  summary:
    "What became of the caller's request with this Idempotency-Key: its stored answer (status and body as first sent, with `Idempotent-Replayed: true`), 409 while it still runs, 404 when the server never applied it",
  middleware: [requireAuth] as const,
  request: { params: z.object({ key: IdSchema }) },
  responses: {
    200: { description: 'The stored answer (any status the request first got)', content: { 'application/json': { schema: z.any() } } },
    ...errorResponses(400, 401, 404, 409),
  },
})

/**
 * A queued write that cannot be sent as it stands (what it refers to is gone from the device)
 * asks here before it is called refused: the server may have applied it already.
 */
export const idempotencyRouter = createRouter().openapi(lookupRoute, async (c) => {
  const found = await lookupKey(c.var.database.db, c.var.auth.userId, c.req.valid('param').key.toLowerCase())
  if (found.kind === 'unknown') throw new HttpError(404, 'The server has no request with this key', 'idempotency_unknown')
  if (found.kind === 'busy') {
    throw new HttpError(409, 'A request with this Idempotency-Key is still being processed; retry in a moment', 'idempotency_in_progress', undefined, { 'Retry-After': '1' })
  }
  return new Response(found.body, {
    status: found.status,
    headers: { 'Content-Type': found.contentType ?? 'application/json', 'Idempotent-Replayed': 'true' },
  }) as never
})
