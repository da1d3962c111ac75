import type { CategoryRow } from '../../../db/sync-schema'
import { patchRows, upsertRow } from '../overlay'
import { defineCollection, defineWrite } from '../registry'
import { CreateCategoryBodySchema, UpdateCategoryBodySchema } from '@server/routes/categories/categories.schemas'

export const categoriesCollection = defineCollection({
  name: 'categories',
  table: 'categories',
  path: '/category/get-all',
  since: 'since',
  parse: (body) => {
    const list = body as { categories: CategoryRow[]; deleted?: string[]; cursor?: string | null }
    return { rows: list.categories as unknown as Record<string, unknown>[], deleted: list.deleted ?? [], cursor: list.cursor ?? null }
  },
})

/** `id` is made by the client (DESIGN §3), so later queued writes can name the new category. */
export interface CategoryInput {
  id: string
  name: string
}

export const createCategoryWrite = defineWrite<CategoryInput, { category: CategoryRow }>({
  name: 'categories.create',
  schema: CreateCategoryBodySchema,
  method: 'POST',
  path: '/category/create',
  roles: ['admin'],
  describe: (input) => `New category "${input.name}"`,
  change: { categories: (rows, input, entry) => upsertRow(rows, { id: input.id, name: input.name, createdAt: '', updatedAt: '' }, entry) },
  pulls: [categoriesCollection.name],
})

export const updateCategoryWrite = defineWrite<CategoryInput, { category: CategoryRow }>({
  name: 'categories.update',
  schema: UpdateCategoryBodySchema,
  method: 'POST',
  path: '/category/update',
  roles: ['admin'],
  describe: (input) => `Renaming a category to "${input.name}"`,
  change: { categories: (rows, input, entry) => patchRows(rows, new Set([input.id]), entry, (r) => ({ ...r, name: input.name })) },
  pulls: [categoriesCollection.name],
})
