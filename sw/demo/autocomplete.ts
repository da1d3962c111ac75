import { defineRoute, json, type DemoRoute } from './route'

export const autocompleteRoutes: DemoRoute[] = [
  defineRoute('GET', '/api/autocomplete/data', async (_req, _params, { db }) =>
    json(200, { autoComplete: await db.autocomplete.orderBy('id').toArray() }),
  ),
]
