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
  return formatterFor(currency).digits
}

/** 150000 NGN minor units → "₦1,500.00". */
export function formatMoney(minor: number, currency: string): string {
  const { f, digits, known } = formatterFor(currency)
  const text = f.format(minor / 10 ** digits)
  return known ? text : `${currency} ${text}`.trim()
}

/** The currency's symbol as amounts show it ("₦" for NGN); the code itself when it has none. */
export function currencySymbol(currency: string): string {
  const { f, known } = formatterFor(currency)
  if (!known) return currency
  return f.formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency
}
