import { createRoute, z } from '@hono/zod-openapi'
import { pingDatabase } from '../../db/client'
import { createRouter } from '../../lib/router'

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
    /** Present when uploads live in an S3-compatible bucket: whether the bucket answers (HeadBucket). */
    storage: z.object({ kind: z.literal('s3'), reachable: z.boolean() }).optional(),
    time: z.string(),
  })
  .openapi('Health')

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Server, database and object storage health',
  responses: {
    200: { description: 'The server is up', content: { 'application/json': { schema: HealthSchema } } },
  },
})

/** A store that has not answered by then counts as unreachable (the SDK retries a refused connection). */
const STORAGE_TIMEOUT_MS = 3_000

/** Whether the object storage bucket answers; undefined for the local folder. The reason goes to the log. */
async function storageHealth(check: (() => Promise<void>) | undefined): Promise<{ kind: 's3'; reachable: boolean } | undefined> {
  if (!check) return undefined
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer within 3 s')), STORAGE_TIMEOUT_MS)))
  try {
    await Promise.race([check(), late])
    return { kind: 's3', reachable: true }
  } catch (err) {
    console.error(`[health] object storage: ${err instanceof Error ? err.message : String(err)}`)
    return { kind: 's3', reachable: false }
  } finally {
    clearTimeout(timer)
  }
}

export const healthRouter = createRouter().openapi(healthRoute, async (c) => {
  const { database, services } = c.var
  const storage = services.storage
  const [reachable, bucket] = await Promise.all([pingDatabase(database.db), storageHealth(storage.check?.bind(storage))])
  return c.json(
    {
      status: reachable && bucket?.reachable !== false ? ('ok' as const) : ('degraded' as const),
      database: { kind: database.kind, reachable },
      ...(bucket ? { storage: bucket } : {}),
      time: new Date().toISOString(),
    },
    200,
  )
})
