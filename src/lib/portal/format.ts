import { format, isValid, parseISO } from 'date-fns'
import { minorDigits } from '@server/lib/money-format'

// How the portal shows money and time: amounts are kept in minor units (kobo, cents) and shown
// with their currency; dates as the specification's `yyyy-MM-dd HH:mm:ss` (24-hour, local time).

// One money format for the app and the server (server/lib/money-format.ts).
export { currencySymbol, formatMoney, minorDigits, platformFee } from '@server/lib/money-format'

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
