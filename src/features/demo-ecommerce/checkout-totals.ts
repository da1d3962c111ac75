export interface CheckoutLine {
  productId: number
  price: number
  qty: number
  discountPercentage: number
  offers: number
  shippingDate: string
}

export interface CheckoutTotals {
  bagTotal: number
  discount: number
  delivery: number
  total: number
  items: number
}

const round = (n: number) => Math.round(n * 100) / 100

/** Free delivery from this bag total up; below it a flat fee. */
export const FREE_DELIVERY_FROM = 100
export const DELIVERY_FEE = 9.99

/** Bag total, the sum of each line's own discount, delivery, and what is paid. */
export function checkoutTotals(lines: readonly Pick<CheckoutLine, 'price' | 'qty' | 'discountPercentage'>[]): CheckoutTotals {
  const bagTotal = round(lines.reduce((sum, l) => sum + l.price * l.qty, 0))
  const discount = round(lines.reduce((sum, l) => sum + (l.price * l.qty * l.discountPercentage) / 100, 0))
  const delivery = bagTotal === 0 || bagTotal >= FREE_DELIVERY_FROM ? 0 : DELIVERY_FEE
  return { bagTotal, discount, delivery, total: round(bagTotal - discount + delivery), items: lines.reduce((n, l) => n + l.qty, 0) }
}

/**
 * The worker draws each cart line's offers, discount and shipping date afresh on every read.
 * The page keeps the first draw per product for as long as it is open, so the totals do not
 * change under the user's eyes when the cart is read again.
 */
export function keepFirstDraw<T extends Pick<CheckoutLine, 'productId' | 'offers' | 'discountPercentage' | 'shippingDate'>>(
  seen: Map<number, Pick<CheckoutLine, 'offers' | 'discountPercentage' | 'shippingDate'>>,
  lines: readonly T[],
): T[] {
  return lines.map((line) => {
    const first = seen.get(line.productId)
    if (first) return { ...line, ...first }
    seen.set(line.productId, { offers: line.offers, discountPercentage: line.discountPercentage, shippingDate: line.shippingDate })
    return line
  })
}
