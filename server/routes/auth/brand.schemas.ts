import { z } from '@hono/zod-openapi'
import { IdSchema } from '../../lib/api-schemas'

/** The caller applies for themselves; `user_id`, if sent, must be their own id. */
export const ApplyBrandBodySchema = z.object({ user_id: IdSchema.optional() }).openapi('ApplyBrandBody')

export const DecideBrandBodySchema = z
  .object({ user_id: IdSchema, decision: z.enum(['approved', 'rejected']) })
  .openapi('DecideBrandApplicationBody')
