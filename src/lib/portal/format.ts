import { format, isValid, parseISO } from 'date-fns'

// How the portal shows money and time: amounts are kept in minor units (kobo, cents) and shown
// with their currency; dates as the specification's `yyyy-MM-dd HH:mm:ss` (24-hour, local time).

const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency)
  if (!f) {
    try {
      f = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    } catch {
      // An unknown code still shows as an amount with the code.
      f = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    }
    formatters.set(currency, f)
  }
  return f
}

/** Digits after the decimal point for a currency (2 for NGN and USD, 0 for JPY). */
export function minorDigits(currency: string): number {
  return formatterFor(currency).resolvedOptions().maximumFractionDigits ?? 2
}

/** 150000 NGN minor units → "₦1,500.00". */
export function formatMoney(minor: number, currency: string): string {
  const f = formatterFor(currency)
  const text = f.format(minor / 10 ** minorDigits(currency))
  return f.resolvedOptions().style === 'currency' ? text : `${currency} ${text}`
}

/** What a user typed ("1,500.50") as minor units, or null when it is not an amount. */
export function parseMoney(text: string, currency: string): number | null {
  const clean = text.replace(/[,\s]/g, '')
  if (!/^\d+(\.\d+)?$/.test(clean)) return null
  const digits = minorDigits(currency)
  const [whole = '0', fraction = ''] = clean.split('.')
  if (fraction.length > digits) return null
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
}

/** The specification's date-time format: `yyyy-MM-dd HH:mm:ss`. */
export function formatDateTime(value: string | number | Date): string {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value)
  return isValid(date) ? format(date, 'yyyy-MM-dd HH:mm:ss') : String(value)
}

/** Time left until `iso` in words ("1 h 20 min", "45 min", "expired"). */
export function timeLeft(iso: string, now: number = Date.now()): string {
  const ms = parseISO(iso).getTime() - now
  if (!(ms > 0)) return 'expired'
  const minutes = Math.ceil(ms / 60_000)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  if (days > 0) return `${days} d ${hours} h`
  if (hours > 0) return `${hours} h ${mins} min`
  return `${mins} min`
}
