import { createRoute, z } from '@hono/zod-openapi'
import { pingDatabase } from '../../db/client'
import { createRouter } from '../../lib/router'

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
    time: z.string(),
  })
  .openapi('Health')

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Server and database health',
  responses: {
    200: { description: 'The server is up', content: { 'application/json': { schema: HealthSchema } } },
  },
})

export const healthRouter = createRouter().openapi(healthRoute, async (c) => {
  const { database } = c.var
  const reachable = await pingDatabase(database.db)
  return c.json(
    {
      status: reachable ? ('ok' as const) : ('degraded' as const),
      database: { kind: database.kind, reachable },
      time: new Date().toISOString(),
    },
    200,
  )
})
