import { describe, expect, it } from 'vitest'
import { applyMask, cardMask, cardNetwork, DATE_MASK, formatNumeral, isValidMaskedDate, PHONE_MASK } from './input-mask'

describe('input masks', () => {
  it('formats a phone number as it is typed', () => {
    expect(applyMask('5', PHONE_MASK)).toBe('(5')
    expect(applyMask('555437', PHONE_MASK)).toBe('(555) 437')
    expect(applyMask('5554370192999', PHONE_MASK)).toBe('(555) 437-0192')
    expect(applyMask('(555) 437-0192', PHONE_MASK)).toBe('(555) 437-0192')
    expect(applyMask('55a5', PHONE_MASK)).toBe('(555')
  })

  it('formats and checks a date', () => {
    expect(applyMask('12052024', DATE_MASK)).toBe('12/05/2024')
    expect(isValidMaskedDate('12/05/2024')).toBe(true)
    expect(isValidMaskedDate('31/02/2024')).toBe(false)
    expect(isValidMaskedDate('12/05/20')).toBe(false)
  })

  it('groups card numbers by network', () => {
    expect(applyMask('4111111111111111', cardMask('4111'))).toBe('4111 1111 1111 1111')
    expect(applyMask('378282246310005', cardMask('37'))).toBe('3782 822463 10005')
    expect(cardNetwork('4111')).toBe('Visa')
    expect(cardNetwork('5500')).toBe('Mastercard')
    expect(cardNetwork('3782')).toBe('American Express')
    expect(cardNetwork('9')).toBe('')
  })

  it('groups thousands and keeps two decimals', () => {
    expect(formatNumeral('1234567.891')).toBe('1,234,567.89')
    expect(formatNumeral('0012')).toBe('12')
    expect(formatNumeral('abc')).toBe('')
  })
})
