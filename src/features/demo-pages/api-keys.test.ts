import { describe, expect, it } from 'vitest'
import { maskKey, newKeyValue } from './api-keys'

describe('API keys', () => {
  it('makes keys of six groups of four hex digits', () => {
    const key = newKeyValue()
    expect(key).toMatch(/^([0-9A-F]{4}-){5}[0-9A-F]{4}$/)
    expect(newKeyValue()).not.toBe(key)
  })
  it('hides all but the last group', () => {
    expect(maskKey('23EF-AB32-8C9D-41BA-77F0-2D19')).toBe('••••-••••-••••-••••-••••-2D19')
  })
})
