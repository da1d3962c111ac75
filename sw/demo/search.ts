import * as z from 'zod/mini'
import { DOC } from '../../seed/demo/doc-keys'
import { matchesQuery, readDoc } from './list'
import { idSchema, parseWith, queryOf, readJsonWithQuery, textParam } from './request'
import { defineRoute, json, notFound, type DemoRoute } from './route'

/** The global search shows at most this many results per group (§9). */
const SEARCH_LIMIT = 4

const updateBody = z.object({ id: idSchema })

export const searchRoutes: DemoRoute[] = [
  // Returns every item, as the template does; with `q` it also filters and keeps the first
  // four of each group, so a plain client can show the result as is.
  defineRoute('GET', '/api/main-search/data', async (req, _params, { db }) => {
    const q = textParam(queryOf(req), 'q')
    const [pages, files, contacts] = await Promise.all([
      db.searchPages.orderBy('id').toArray(),
      readDoc<{ title: string }[]>(db, DOC.searchFiles),
      readDoc<{ title: string; email: string }[]>(db, DOC.searchContacts),
    ])
    const pick = <T extends { title: string }>(items: T[]) =>
      q ? items.filter((item) => matchesQuery(q, item.title)).slice(0, SEARCH_LIMIT) : items
    return json(200, {
      searchArr: [
        { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: pick(pages) },
        { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: pick(files) },
        { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: pick(contacts) },
      ],
    })
  }),

  defineRoute('GET', '/api/bookmarks/data', async (_req, _params, { db }) => {
    const suggestions = await db.searchPages.orderBy('id').toArray()
    return json(200, { suggestions, bookmarks: suggestions.filter((page) => page.isBookmarked) })
  }),

  defineRoute('POST', '/api/bookmarks/update', async (req, _params, { db }) => {
    const { id } = parseWith(updateBody, await readJsonWithQuery(req, ['id']))
    const item = await db.transaction('rw', db.searchPages, async () => {
      const page = await db.searchPages.get(id)
      if (!page) throw notFound(`Bookmark ${id} not found`)
      const toggled = { ...page, isBookmarked: !page.isBookmarked }
      await db.searchPages.put(toggled)
      return toggled
    })
    return json(200, { item })
  }),
]
