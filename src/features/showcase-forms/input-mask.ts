/**
 * A small input mask: `9` takes a digit, `A` a letter, `*` either; every other pattern character
 * is a literal that is inserted as the user types. Characters that do not fit are dropped.
 */
export function applyMask(raw: string, pattern: string): string {
  const chars = [...raw].filter((c) => /[0-9a-z]/i.test(c))
  let out = ''
  let i = 0
  for (const p of pattern) {
    if (i >= chars.length) break
    if (p === '9' || p === 'A' || p === '*') {
      // Skip input characters that cannot fill this slot.
      while (i < chars.length && !fits(chars[i]!, p)) i++
      if (i >= chars.length) break
      out += chars[i++]
    } else {
      out += p
      if (chars[i] === p) i++
    }
  }
  return out
}

function fits(c: string, slot: string): boolean {
  if (slot === '9') return /\d/.test(c)
  if (slot === 'A') return /[a-z]/i.test(c)
  return true
}

export const PHONE_MASK = '(999) 999-9999'
export const DATE_MASK = '99/99/9999'
export const TIME_MASK = '99:99'

/** Card numbers: American Express is 4-6-5, every other network 4-4-4-4. */
export function cardMask(raw: string): string {
  const digits = raw.replace(/\D/g, '')
  return /^3[47]/.test(digits) ? '9999 999999 99999' : '9999 9999 9999 9999'
}

export function cardNetwork(raw: string): string {
  const d = raw.replace(/\D/g, '')
  if (/^4/.test(d)) return 'Visa'
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'Mastercard'
  if (/^3[47]/.test(d)) return 'American Express'
  if (/^6(011|5)/.test(d)) return 'Discover'
  return ''
}

/** A number with thousands separators, keeping up to two decimals: "1234567.891" → "1,234,567.89". */
export function formatNumeral(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '')
  const [whole = '', ...rest] = cleaned.split('.')
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return rest.length ? `${grouped}.${rest.join('').slice(0, 2)}` : grouped
}

/** True when a dd/mm/yyyy string is a real calendar date. */
export function isValidMaskedDate(value: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (!m) return false
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(y, mo - 1, d)
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d
}
