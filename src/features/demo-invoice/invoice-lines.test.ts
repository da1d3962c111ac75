import { describe, expect, it } from 'vitest'
import { balanceAmount } from './invoice-api'
import { invoiceTotals, linesFor } from './invoice-lines'

describe('invoiceTotals', () => {
  it('adds the lines, takes the discount and adds tax on the rest', () => {
    const lines = [
      { item: 'Mastering', description: '', cost: 120, qty: 2 },
      { item: 'Mixing', description: '', cost: 60.5, qty: 1 },
    ]
    expect(invoiceTotals(lines, 10, 20)).toEqual({ subtotal: 300.5, discount: 30.05, tax: 54.09, total: 324.54 })
  })

  it('treats negative costs, quantities and rates as zero and caps the discount', () => {
    const lines = [{ item: 'x', description: '', cost: -5, qty: 3 }, { item: 'y', description: '', cost: 10, qty: -1 }]
    expect(invoiceTotals(lines, 0, 0).total).toBe(0)
    expect(invoiceTotals([{ item: 'z', description: '', cost: 50, qty: 1 }], 150, -3)).toEqual({ subtotal: 50, discount: 50, tax: 0, total: 0 })
  })

  it('starts an existing invoice with its service for its total', () => {
    expect(linesFor({ service: 'Audio Mastering', total: 900 })[0]).toMatchObject({ item: 'Audio Mastering', cost: 900, qty: 1 })
    expect(linesFor(null)).toHaveLength(1)
  })
})

describe('balanceAmount', () => {
  it('reads numbers and currency text, keeping the sign', () => {
    expect(balanceAmount(0)).toBe(0)
    expect(balanceAmount('$724')).toBe(724)
    expect(balanceAmount('-$205.25')).toBe(-205.25)
    expect(balanceAmount(-90)).toBe(-90)
  })
})
