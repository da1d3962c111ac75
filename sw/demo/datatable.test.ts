import { beforeEach, describe, expect, it } from 'vitest'
import type { DataTableRow } from '../../src/db/demo-schema'
import type { DemoContext } from './route'
import { call, seededContext } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

describe('data table', () => {
  it('returns all 100 rows as initial data', async () => {
    const { status, body } = await call(ctx, 'GET', '/api/datatables/initial-data')
    expect(status).toBe(200)
    expect(body).toHaveLength(100)
    expect(body.map((r: DataTableRow) => r.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
  })

  it('pages 10 rows by default', async () => {
    const { body } = await call(ctx, 'GET', '/api/datatables/data?page=3')
    expect(body.total).toBe(100)
    expect(body.allData).toHaveLength(100)
    expect(body.invoices.map((r: DataTableRow) => r.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30])
  })

  it('searches the rows and counts the matches', async () => {
    const rows = await ctx.db.datatableRows.toArray()
    const city = rows[0]!.city
    const { body } = await call(ctx, 'GET', `/api/datatables/data?q=${city.toLowerCase()}&perPage=5`)
    const expected = rows.filter((r) => JSON.stringify([r.full_name, r.post, r.email, r.city, r.start_date, r.salary, r.age, r.experience]).toLowerCase().includes(city.toLowerCase()))
    expect(body.total).toBe(expected.length)
    expect(body.allData.map((r: DataTableRow) => r.id)).toEqual(expected.map((r) => r.id))
    expect(body.invoices).toHaveLength(Math.min(5, expected.length))
  })

  it('answers 400 for a malformed page', async () => {
    expect((await call(ctx, 'GET', '/api/datatables/data?page=0')).status).toBe(400)
  })
})
