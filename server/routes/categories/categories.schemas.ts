import { z } from '@hono/zod-openapi'
import { IdSchema } from '../../lib/api-schemas'

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
export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) }).openapi('CategoryList')
