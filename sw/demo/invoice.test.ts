import { beforeEach, describe, expect, it } from 'vitest'
import type { Invoice } from '../../src/db/demo-schema'
import type { DemoContext } from './route'
import { call, seededContext } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

const ids = (items: { id: number }[]) => items.map((item) => item.id)

describe('GET /apps/invoice/invoices', () => {
  it('pages 10 at a time by default and returns every match in allData', async () => {
    const { status, body } = await call(ctx, 'GET', '/apps/invoice/invoices')
    expect(status).toBe(200)
    expect(body.total).toBe(36)
    expect(body.allData).toHaveLength(36)
    expect(body.invoices).toEqual(body.allData.slice(0, 10))
    const page4 = await call(ctx, 'GET', '/apps/invoice/invoices?page=4')
    expect(page4.body.invoices).toHaveLength(6)
  })

  it('filters by status, case-insensitively', async () => {
    const { body } = await call(ctx, 'GET', '/apps/invoice/invoices?status=past%20due&perPage=50')
    expect(body.total).toBeGreaterThan(0)
    expect(body.invoices.every((i: Invoice) => i.invoiceStatus === 'Past Due')).toBe(true)
  })

  it('searches client name, company, e-mail, service, id and total', async () => {
    const sample = (await ctx.db.invoices.toArray())[5]!
    for (const q of [sample.client.name.toUpperCase(), sample.client.company, sample.client.companyEmail, String(sample.id), String(sample.total)]) {
      const { body } = await call(ctx, 'GET', `/apps/invoice/invoices?q=${encodeURIComponent(q)}&perPage=50`)
      expect(ids(body.allData)).toContain(sample.id)
    }
    const expected = (await ctx.db.invoices.toArray()).filter((i) => i.service === 'Audio Mastering')
    const service = await call(ctx, 'GET', '/apps/invoice/invoices?q=audio%20mastering&perPage=50')
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(service.body.allData).sort()).toEqual(ids(expected).sort())
  })

  it('sorts by a nested column in either direction', async () => {
    const asc = await call(ctx, 'GET', '/apps/invoice/invoices?sort=asc&sortColumn=client.name&perPage=50')
    const names = asc.body.invoices.map((i: Invoice) => i.client.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    const desc = await call(ctx, 'GET', '/apps/invoice/invoices?sort=desc&sortColumn=total&perPage=50')
    const totals = desc.body.invoices.map((i: Invoice) => i.total)
    expect(totals).toEqual([...totals].sort((a: number, b: number) => b - a))
  })

  it('sorts balances as amounts, whether numbers or currency strings', async () => {
    const { body } = await call(ctx, 'GET', '/apps/invoice/invoices?sort=asc&sortColumn=balance&perPage=50')
    const amount = (b: number | string) => (typeof b === 'number' ? b : Number(b.replace(/[$,]/g, '')))
    const amounts = body.invoices.map((i: Invoice) => amount(i.balance))
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => a - b))
  })

  it('answers 400 for a malformed page size or sort', async () => {
    expect((await call(ctx, 'GET', '/apps/invoice/invoices?perPage=ten')).status).toBe(400)
    expect((await call(ctx, 'GET', '/apps/invoice/invoices?sort=sideways')).status).toBe(400)
  })
})

describe('GET /api/invoice/invoices/:id', () => {
  it('returns the invoice with payment details', async () => {
    const invoice = (await ctx.db.invoices.toArray())[0]!
    const { status, body } = await call(ctx, 'GET', `/api/invoice/invoices/${invoice.id}`)
    expect(status).toBe(200)
    expect(body.invoice).toEqual(invoice)
    expect(Object.keys(body.paymentDetails).sort()).toEqual(['bankName', 'country', 'iban', 'swiftCode', 'totalDue'])
    expect(body.paymentDetails.totalDue).toBe(`$${invoice.total.toLocaleString('en-US')}.00`)
  })

  it('answers 404 for an unknown invoice and 400 for a malformed id', async () => {
    expect((await call(ctx, 'GET', '/api/invoice/invoices/1')).status).toBe(404)
    expect((await call(ctx, 'GET', '/api/invoice/invoices/abc')).status).toBe(400)
  })
})

describe('DELETE /apps/invoice/delete', () => {
  it('deletes by query id or body id', async () => {
    const [a, b] = await ctx.db.invoices.limit(2).toArray()
    expect((await call(ctx, 'DELETE', `/apps/invoice/delete?id=${a!.id}`)).status).toBe(200)
    expect((await call(ctx, 'DELETE', '/apps/invoice/delete', { id: b!.id })).status).toBe(200)
    expect(await ctx.db.invoices.count()).toBe(34)
    expect(await ctx.db.invoices.get(a!.id)).toBeUndefined()
  })

  it('answers 404 for an unknown id and 400 without one', async () => {
    expect((await call(ctx, 'DELETE', '/apps/invoice/delete?id=1')).status).toBe(404)
    expect((await call(ctx, 'DELETE', '/apps/invoice/delete')).status).toBe(400)
    expect((await call(ctx, 'DELETE', '/apps/invoice/delete', 'oops')).status).toBe(400)
    expect(await ctx.db.invoices.count()).toBe(36)
  })
})

describe('GET /api/invoice/clients', () => {
  it('returns the first five clients', async () => {
    const { body } = await call(ctx, 'GET', '/api/invoice/clients')
    expect(body).toHaveLength(5)
    expect(ids(body)).toEqual([1, 2, 3, 4, 5])
    expect(Object.keys(body[0])).toEqual(expect.arrayContaining(['address', 'company', 'companyEmail', 'country', 'contact', 'name']))
  })
})
