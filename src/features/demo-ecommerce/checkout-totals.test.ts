import { describe, expect, it } from 'vitest'
import { checkoutTotals, DELIVERY_FEE, keepFirstDraw } from './checkout-totals'

describe('checkoutTotals', () => {
  it('takes each line’s discount off the bag total', () => {
    const t = checkoutTotals([
      { price: 149.99, qty: 1, discountPercentage: 10 },
      { price: 20, qty: 2, discountPercentage: 5 },
    ])
    expect(t).toEqual({ bagTotal: 189.99, discount: 17, delivery: 0, total: 172.99, items: 3 })
  })

  it('charges delivery below the free-delivery amount, and nothing for an empty bag', () => {
    expect(checkoutTotals([{ price: 19.99, qty: 1, discountPercentage: 0 }]).delivery).toBe(DELIVERY_FEE)
    expect(checkoutTotals([{ price: 19.99, qty: 1, discountPercentage: 0 }]).total).toBe(29.98)
    expect(checkoutTotals([])).toEqual({ bagTotal: 0, discount: 0, delivery: 0, total: 0, items: 0 })
  })
})

describe('keepFirstDraw', () => {
  it('keeps the first offers and discount seen for a product', () => {
    const seen = new Map()
    const first = keepFirstDraw(seen, [{ productId: 1, offers: 2, discountPercentage: 5, shippingDate: 'a' }])
    const second = keepFirstDraw(seen, [{ productId: 1, offers: 4, discountPercentage: 19, shippingDate: 'b' }, { productId: 2, offers: 1, discountPercentage: 3, shippingDate: 'c' }])
    expect(first[0]?.discountPercentage).toBe(5)
    expect(second.map((l) => l.discountPercentage)).toEqual([5, 3])
    expect(second[0]?.shippingDate).toBe('a')
  })
})
