import type { Invoice, InvoicePaymentDetails } from '../../src/db/demo-schema'
import { DOC } from '../../seed/demo/doc-keys'
import { matchesQuery, paginate, readDoc, sortByPath } from './list'
import { intParam, queryOf, requireNumericId, sortParam, textParam, toId } from './request'
import { defineRoute, json, notFound, type DemoRoute } from './route'

function matchesInvoice(invoice: Invoice, q: string): boolean {
  const { client } = invoice
  return matchesQuery(
    q,
    invoice.id,
    client.name,
    client.company,
    client.companyEmail,
    invoice.service,
    invoice.total,
    invoice.balance,
    invoice.issuedDate,
    invoice.dueDate,
  )
}

const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

export const invoiceRoutes: DemoRoute[] = [
  defineRoute('GET', '/apps/invoice/invoices', async (req, _params, { db }) => {
    const query = queryOf(req)
    const q = textParam(query, 'q')
    const status = textParam(query, 'status').toLowerCase()
    const perPage = intParam(query, 'perPage', 10)
    const page = intParam(query, 'page', 1)
    // Newest invoice first unless the list asks otherwise (the specification gives no default).
    const sort = sortParam(query, 'desc')
    const sortColumn = textParam(query, 'sortColumn', 'id')
    const filtered = (await db.invoices.toArray()).filter(
      (invoice) => matchesInvoice(invoice, q) && (!status || invoice.invoiceStatus.toLowerCase() === status),
    )
    const allData = sortByPath(filtered, sortColumn, sort)
    return json(200, { allData, total: allData.length, invoices: paginate(allData, perPage, page) })
  }),

  defineRoute('GET', '/api/invoice/invoices/:id', async (_req, params, { db }) => {
    const id = toId(params.id)
    const invoice = await db.invoices.get(id)
    if (!invoice) throw notFound(`Invoice ${id} not found`)
    const bank = await readDoc<Omit<InvoicePaymentDetails, 'totalDue'>>(db, DOC.invoicePaymentDetails)
    const paymentDetails: InvoicePaymentDetails = { totalDue: money(invoice.total), ...bank }
    return json(200, { invoice, paymentDetails })
  }),

  defineRoute('DELETE', '/apps/invoice/delete', async (req, _params, { db }) => {
    const id = await requireNumericId(req)
    const deleted = await db.transaction('rw', db.invoices, async () => {
      if (!(await db.invoices.get(id))) return false
      await db.invoices.delete(id)
      return true
    })
    if (!deleted) throw notFound(`Invoice ${id} not found`)
    return json(200, { id })
  }),

  defineRoute('GET', '/api/invoice/clients', async (_req, _params, { db }) => {
    return json(200, await db.invoiceClients.orderBy('id').limit(5).toArray())
  }),
]
