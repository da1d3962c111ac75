import { describe, expect, it } from 'vitest'
import { sharedLink, sharedParamsOf } from './shared-link'

describe('sharedLink', () => {
  it('takes the url field when it holds a link', () => {
    expect(sharedLink({ url: 'https://youtu.be/dQw4w9WgXcQ', text: 'https://example.com/x' })).toBe('https://youtu.be/dQw4w9WgXcQ')
  })

  it('finds the link inside the text, as TikTok and Instagram send it', () => {
    expect(sharedLink({ text: 'Check out my video! https://www.tiktok.com/@me/video/7301234567890123456. #sound' })).toBe(
      'https://www.tiktok.com/@me/video/7301234567890123456',
    )
    expect(sharedLink({ title: 'Reel', text: 'https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=abc' })).toBe('https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=abc')
  })

  it('answers null when no link came', () => {
    expect(sharedLink({ text: 'just words', title: 'nothing here' })).toBeNull()
    expect(sharedLink({})).toBeNull()
  })
})

describe('sharedParamsOf', () => {
  it('keeps only string fields of the share target', () => {
    expect(sharedParamsOf({ url: 'https://a.test', text: 3, title: '', other: 'x' })).toEqual({ url: 'https://a.test' })
  })
})
