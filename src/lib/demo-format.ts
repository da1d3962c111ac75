import { format, isValid, parseISO } from 'date-fns'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** Demo amounts are US dollars, as in the template. */
export function formatMoney(amount: number): string {
  return usd.format(amount)
}

export function formatCompact(value: number): string {
  return compact.format(value)
}

/** A date from an ISO string or `yyyy-MM-dd…`; anything unreadable is shown as given. */
export function formatDate(value: string, pattern = 'dd MMM yyyy'): string {
  const date = parseISO(value)
  return isValid(date) ? format(date, pattern) : value
}

/** The specification's date-time format (§9): `yyyy-MM-dd HH:mm:ss`, 24-hour. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? parseISO(value) : value
  return isValid(date) ? format(date, 'yyyy-MM-dd HH:mm:ss') : String(value)
}
