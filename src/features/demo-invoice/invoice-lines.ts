export interface InvoiceLine {
  item: string
  description: string
  cost: number
  qty: number
}

export interface InvoiceTotals {
  subtotal: number
  discount: number
  tax: number
  total: number
}

const round = (n: number) => Math.round(n * 100) / 100

/** Subtotal of the lines, minus the discount, plus tax on what is left; negative inputs count as zero. */
export function invoiceTotals(lines: readonly InvoiceLine[], discountPercent: number, taxPercent: number): InvoiceTotals {
  const subtotal = round(lines.reduce((sum, line) => sum + Math.max(0, line.cost) * Math.max(0, Math.floor(line.qty)), 0))
  const discount = round((subtotal * Math.min(100, Math.max(0, discountPercent))) / 100)
  const tax = round(((subtotal - discount) * Math.max(0, taxPercent)) / 100)
  return { subtotal, discount, tax, total: round(subtotal - discount + tax) }
}

/** The lines an existing invoice starts with: its service for its total. */
export function linesFor(invoice: { service: string; total: number } | null): InvoiceLine[] {
  if (!invoice) return [{ item: '', description: '', cost: 0, qty: 1 }]
  return [{ item: invoice.service, description: 'As agreed in the statement of work.', cost: invoice.total, qty: 1 }]
}
