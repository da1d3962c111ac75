import { z } from '@hono/zod-openapi'
import { IdSchema } from '../../lib/api-schemas'
import { SinceSchema } from '../../lib/sync-cursor'

const NameSchema = z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(60, 'name must be at most 60 characters')

export const CreateCategoryBodySchema = z
  .object({
    name: NameSchema,
    /** Optional client-generated id (DESIGN §3), so an offline-queued create can be referred to. */
    id: IdSchema.optional(),
  })
  .openapi('CreateCategoryBody')

export const UpdateCategoryBodySchema = z.object({ id: IdSchema, name: NameSchema }).openapi('UpdateCategoryBody')

export const CategorySchema = z
  .object({ id: z.uuid(), name: z.string(), createdAt: z.string().openapi({ format: 'date-time' }), updatedAt: z.string().openapi({ format: 'date-time' }) })
  .openapi('Category')

export const CategoryResponseSchema = z.object({ category: CategorySchema }).openapi('CategoryResponse')
export const CategoryListQuerySchema = z.object({ since: SinceSchema.optional() })

export const CategoryListSchema = z
  .object({
    /** All categories by name; with `since`, only those created or renamed after the cursor. */
    categories: z.array(CategorySchema),
    /** Ids deleted after `since` (empty without it). */
    deleted: z.array(z.string()),
    /** Pass as `since` next time; null while there are no categories. */
    cursor: z.string().nullable(),
  })
  .openapi('CategoryList')
