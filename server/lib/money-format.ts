// How money reads everywhere, one way: the app's screens, the server's messages, notifications,
// e-mails and the CSV header all say "₦1,500.00" (the currency's own symbol, its own number of
// digits after the point). Shared by the app and the server, so the two can never drift apart.

interface Formatter {
  f: Intl.NumberFormat
  /** Digits after the point, and whether the currency is known: read once, `resolvedOptions()` is not cheap on a phone. */
  digits: number
  known: boolean
}

const formatters = new Map<string, Formatter>()

function formatterFor(currency: string): Formatter {
  let entry = formatters.get(currency)
  if (!entry) {
    let f: Intl.NumberFormat
    try {
      f = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    } catch {
      // An unknown code still shows as an amount with the code.
      f = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    }
    const options = f.resolvedOptions()
    entry = { f, digits: options.maximumFractionDigits ?? 2, known: options.style === 'currency' }
    formatters.set(currency, entry)
  }
  return entry
}

/** Digits after the decimal point for a currency (2 for NGN and USD, 0 for JPY). */
export function minorDigits(currency: string): number {
  return COMMON[currency]?.digits ?? formatterFor(currency).digits
}

/**
 * The currencies the portal deals in, written out without `Intl`: the first `Intl` formatter a
 * page makes loads the locale data (tens of milliseconds on a phone, inside the dashboard's
 * first render). Exactly what `Intl` writes for them (format.test.ts compares the two).
 */
const COMMON: Readonly<Record<string, { symbol: string; digits: number }>> = {
  NGN: { symbol: '₦', digits: 2 },
  USD: { symbol: '$', digits: 2 },
  EUR: { symbol: '€', digits: 2 },
  GBP: { symbol: '£', digits: 2 },
}

/** "1234567" → "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A whole number of minor units in a common currency, or null for anything else (left to `Intl`). */
function formatCommon(minor: number, currency: string): string | null {
  const c = COMMON[currency]
  if (!c || !Number.isSafeInteger(minor)) return null
  const abs = String(Math.abs(minor)).padStart(c.digits + 1, '0')
  const whole = abs.slice(0, abs.length - c.digits)
  const fraction = abs.slice(abs.length - c.digits)
  return `${minor < 0 ? '-' : ''}${c.symbol}${groupThousands(whole)}${c.digits ? `.${fraction}` : ''}`
}

/** 150000 NGN minor units → "₦1,500.00". */
export function formatMoney(minor: number, currency: string): string {
  const common = formatCommon(minor, currency)
  if (common !== null) return common
  const { f, digits, known } = formatterFor(currency)
  const text = f.format(minor / 10 ** digits)
  return known ? text : `${currency} ${text}`.trim()
}

/** The currency's symbol as amounts show it ("₦" for NGN); the code itself when it has none. */
export function currencySymbol(currency: string): string {
  const common = COMMON[currency]
  if (common) return common.symbol
  const { f, known } = formatterFor(currency)
  if (!known) return currency
  return f.formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency
}

/**
 * The platform's fee of `bps` basis points (1/100 of a percent) on `amount` minor units, rounded
 * down so the creator is never short-changed by rounding. The wallet takes it on each payment
 * (wallet/money.ts feeFor, which checks its inputs first); the app shows it before an approval.
 */
export const platformFee = (amount: number, bps: number): number => Math.floor((amount * bps) / 10_000)
