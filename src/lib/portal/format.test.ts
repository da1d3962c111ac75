import { describe, expect, it } from 'vitest'
import { currencySymbol, formatDateTime, formatMoney, parseMoney, timeLeft } from './format'

describe('portal formats', () => {
  it('shows minor units with the currency', () => {
    expect(formatMoney(150_000, 'NGN')).toBe('₦1,500.00')
    expect(formatMoney(1999, 'USD')).toBe('$19.99')
    expect(formatMoney(500, 'JPY')).toBe('¥500')
    expect(currencySymbol('NGN')).toBe('₦')
  })

  it('writes the common currencies exactly as Intl does, without it', () => {
    for (const currency of ['NGN', 'USD', 'EUR', 'GBP']) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      for (const minor of [0, 5, 99, 100, 150_000, 123_456_789, -1, -150_050, 100_000_000_000]) {
        expect(formatMoney(minor, currency)).toBe(intl.format(minor / 100))
      }
      expect(currencySymbol(currency)).toBe(intl.formatToParts(0).find((p) => p.type === 'currency')?.value)
    }
    expect(formatMoney(150.5, 'NGN')).toBe('₦1.51')
  })

  it('reads typed amounts into minor units and refuses what is not an amount', () => {
    expect(parseMoney('1,500.5', 'NGN')).toBe(150_050)
    expect(parseMoney('20', 'NGN')).toBe(2000)
    expect(parseMoney('1.234', 'NGN')).toBeNull()
    expect(parseMoney('-5', 'NGN')).toBeNull()
    expect(parseMoney('abc', 'NGN')).toBeNull()
  })
  it('writes dates as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 9, 5, 7))).toBe('2026-11-21 09:05:07')
  })
  it('says how long a hold has left', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(timeLeft('2026-11-21T11:20:00Z', now)).toBe('1 h 20 min')
    expect(timeLeft('2026-11-23T12:00:00Z', now)).toBe('2 d 2 h')
    expect(timeLeft('2026-11-21T09:00:00Z', now)).toBe('expired')
  })
})
