import type { Invoice, InvoiceClient, InvoicePaymentDetails, InvoiceStatus } from '@/db/demo-schema'
import { demoSend, shownParams, useDemoQuery, withQuery } from '@/lib/demo-query'

export const INVOICE_STATUSES: InvoiceStatus[] = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due']

export interface InvoiceListParams {
  q: string
  status: string
  page: number
  perPage: number
  sort: 'asc' | 'desc'
  sortColumn: string
}

/** A page of invoices, and which page the rows shown are (the one asked for may still be loading). */
export function useInvoices(params: InvoiceListParams) {
  const query = useDemoQuery<{ allData: Invoice[]; total: number; invoices: Invoice[] }>(withQuery('/apps/invoice/invoices', { ...params }))
  const asked = shownParams(query)
  const shown = { page: Number(asked.get('page') ?? params.page), perPage: Number(asked.get('perPage') ?? params.perPage) }
  return { ...query, shown }
}

/** One invoice; without an id, the first one (lowest number), so the bare preview page shows something. */
export function useInvoice(id: number | null, enabled = true) {
  const first = useDemoQuery<{ invoices: Invoice[] }>(enabled && id === null ? withQuery('/apps/invoice/invoices', { perPage: 1, sort: 'asc', sortColumn: 'id' }) : null)
  const wanted = enabled ? (id ?? first.data?.invoices[0]?.id ?? null) : null
  const one = useDemoQuery<{ invoice: Invoice; paymentDetails: InvoicePaymentDetails }>(wanted === null ? null : `/api/invoice/invoices/${wanted}`)
  return { ...one, error: one.error ?? first.error }
}

export function useInvoiceClients() {
  return useDemoQuery<InvoiceClient[]>('/api/invoice/clients')
}

export function deleteInvoice(id: number) {
  return demoSend<{ id: number }>('/apps/invoice/delete', 'DELETE', { id })
}

/** Balances come as numbers or as text such as "$724" and "-$205.25"; this is the amount. */
export function balanceAmount(balance: number | string): number {
  if (typeof balance === 'number') return balance
  const negative = balance.includes('-')
  const value = Number(balance.replace(/[^\d.]/g, ''))
  return Number.isFinite(value) ? (negative ? -value : value) : 0
}
