import { createRoute } from '@hono/zod-openapi'
import { categoryChanges, categoryView, createCategory, renameCategory } from '../../domain/categories'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { requireAuth, requireRole } from '../../lib/auth'
import { createRouter } from '../../lib/router'
import { CategoryListQuerySchema, CategoryListSchema, CategoryResponseSchema, CreateCategoryBodySchema, UpdateCategoryBodySchema } from './categories.schemas'

const tags = ['Categories']

const createCategoryRoute = createRoute({
  method: 'post',
  path: '/create',
  tags,
  summary: 'Create a category (admin; names unique regardless of case)',
  middleware: [requireAuth, requireRole('admin')] as const,
  request: { body: jsonBody(CreateCategoryBodySchema) },
  responses: { 201: jsonResponse('The new category', CategoryResponseSchema), ...errorResponses(400, 401, 403, 409, 422) },
})

const updateCategoryRoute = createRoute({
  method: 'post',
  path: '/update',
  tags,
  summary: 'Rename a category (admin)',
  middleware: [requireAuth, requireRole('admin')] as const,
  request: { body: jsonBody(UpdateCategoryBodySchema) },
  responses: { 200: jsonResponse('The category', CategoryResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

const getAllRoute = createRoute({
  method: 'get',
  path: '/get-all',
  tags,
  summary: 'All categories by name (any signed-in user); with `since`, only the changes and deletions after a cursor',
  middleware: [requireAuth] as const,
  request: { query: CategoryListQuerySchema },
  responses: { 200: jsonResponse('Categories', CategoryListSchema), ...errorResponses(400, 401) },
})

export const categoriesRouter = createRouter()
  .openapi(createCategoryRoute, async (c) => c.json({ category: categoryView(await createCategory(c.var.database.db, c.req.valid('json'))) }, 201))
  .openapi(updateCategoryRoute, async (c) => {
    const { id, name } = c.req.valid('json')
    return c.json({ category: categoryView(await renameCategory(c.var.database.db, id, name)) }, 200)
  })
  .openapi(getAllRoute, async (c) => {
    const { rows, deleted, cursor } = await categoryChanges(c.var.database.db, c.req.valid('query').since)
    return c.json({ categories: rows.map(categoryView), deleted, cursor }, 200)
  })
