// How money reads everywhere, one way: the app's screens, the server's messages, notifications,
// e-mails and the CSV header all say "₦1,500.00" (the currency's own symbol, its own number of
// digits after the point). Shared by the app and the server, so the two can never drift apart.

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
  return f.resolvedOptions().style === 'currency' ? text : `${currency} ${text}`.trim()
}

/** The currency's symbol as amounts show it ("₦" for NGN); the code itself when it has none. */
export function currencySymbol(currency: string): string {
  const f = formatterFor(currency)
  if (f.resolvedOptions().style !== 'currency') return currency
  return f.formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency
}
