import { describe, expect, it } from 'vitest'
import { socialHostOf } from './social-url'

describe('socialHostOf', () => {
  it.each([
    ['https://www.tiktok.com/@a', 'tiktok.com'],
    ['https://m.youtube.com/@a', 'youtube.com'],
    ['https://twitter.com/a', 'twitter.com'],
    ['https://x.com/a', 'x.com'],
    ['http://tiktok.com/@a', null],
    ['https://tiktok.com.evil.test/@a', null],
    ['https://eviltiktok.com/@a', null],
    ['https://user:pw@tiktok.com/@a', null],
    ['https://tiktok.com:8443/@a', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s → %s', (url, host) => {
    expect(socialHostOf(url)).toBe(host)
  })
})
