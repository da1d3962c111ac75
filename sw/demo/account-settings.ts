import { DOC } from '../../seed/demo/doc-keys'
import { readDoc } from './list'
import { defineRoute, json, type DemoRoute } from './route'

export const accountSettingsRoutes: DemoRoute[] = [
  defineRoute('GET', '/account-setting/data', async (_req, _params, { db }) =>
    json(200, await readDoc(db, DOC.accountSettings)),
  ),
]
