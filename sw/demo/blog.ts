import { DOC } from '../../seed/demo/doc-keys'
import { readDoc } from './list'
import { defineRoute, json, type DemoRoute } from './route'

const docRoute = (path: string, key: string) =>
  defineRoute('GET', path, async (_req, _params, { db }) => json(200, await readDoc(db, key)))

export const blogRoutes: DemoRoute[] = [
  docRoute('/blog/list/data', DOC.blogList),
  docRoute('/blog/list/data/sidebar', DOC.blogSidebar),
  docRoute('/blog/list/data/detail', DOC.blogDetail),
  docRoute('/blog/list/data/edit', DOC.blogEdit),
]
