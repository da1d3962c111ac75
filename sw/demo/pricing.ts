import { DOC } from '../../seed/demo/doc-keys'
import { readDoc } from './list'
import { defineRoute, json, type DemoRoute } from './route'

export const pricingRoutes: DemoRoute[] = [
  defineRoute('GET', '/pricing/data', async (_req, _params, { db }) => json(200, await readDoc(db, DOC.pricing))),
]
