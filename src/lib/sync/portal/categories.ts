import type { z } from 'zod'
import type { CategoryListSchema } from '@server/routes/categories/categories.schemas'
import { defineCollection } from '../registry'

/** The categories, read by the artist's song form and the admin's categories section. */
export const categoriesCollection = defineCollection({
  name: 'categories',
  table: 'categories',
  path: '/category/get-all',
  since: 'since',
  parse: (body) => {
    const list = body as z.output<typeof CategoryListSchema>
    return { rows: list.categories, deleted: list.deleted, cursor: list.cursor }
  },
})
