import type { DataTableRow } from '../../src/db/demo-schema'
import { matchesQuery, paginate } from './list'
import { intParam, queryOf, textParam } from './request'
import { defineRoute, json, type DemoRoute } from './route'

const matchesRow = (row: DataTableRow, q: string) =>
  matchesQuery(q, row.full_name, row.post, row.email, row.city, row.start_date, row.salary, row.age, row.experience)

export const datatableRoutes: DemoRoute[] = [
  defineRoute('GET', '/api/datatables/initial-data', async (_req, _params, { db }) =>
    json(200, await db.datatableRows.orderBy('id').toArray()),
  ),

  defineRoute('GET', '/api/datatables/data', async (req, _params, { db }) => {
    const query = queryOf(req)
    const q = textParam(query, 'q')
    const perPage = intParam(query, 'perPage', 10)
    const page = intParam(query, 'page', 1)
    const allData = (await db.datatableRows.orderBy('id').toArray()).filter((row) => matchesRow(row, q))
    return json(200, { allData, invoices: paginate(allData, perPage, page), total: allData.length })
  }),
]
