import type { CategoryRow } from '../../../db/sync-schema'
import { defineCollection } from '../registry'

/** The categories, read by the artist's song form and the admin's categories section. */
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
