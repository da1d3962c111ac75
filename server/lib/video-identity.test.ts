import { describe, expect, it } from 'vitest'
import { videoIdentity } from './video-identity'
import { normalizeVideoLink } from './video-url'

const key = (link: string) => videoIdentity(normalizeVideoLink(link) ?? link)

describe('videoIdentity: one key per video, whatever the link looks like', () => {
  it.each([
    'https://www.tiktok.com/@Handle/video/7301234567890123456',
    'https://www.tiktok.com/@handle/video/7301234567890123456',
    'https://tiktok.com/@someone.else/video/7301234567890123456',
    'https://www.tiktok.com//@handle//video/7301234567890123456',
    'https://www.tiktok.com/@handle/video/7301234567890123456%20',
    'https://www.tiktok.com/@handle/video/7301234567890123456/extra/segment',
    'https://www.tiktok.com/@handle/video/7301234567890123456?is_from_webapp=1&lang=en#comments',
    'https://WWW.TIKTOK.COM/@HANDLE/video/7301234567890123456',
    'https://m.tiktok.com/v/7301234567890123456.html',
    'https://www.tiktok.com/embed/v2/7301234567890123456',
  ])('TikTok: %s', (link) => expect(key(link)).toBe('tiktok:7301234567890123456'))

  it.each([
    'https://www.instagram.com/reel/Cx1AbC2dEf3/',
    'https://instagram.com/reels/Cx1AbC2dEf3',
    'https://www.instagram.com/someone/reel/Cx1AbC2dEf3/?igsh=abc',
    'https://www.instagram.com/p/Cx1AbC2dEf3',
    'https://www.instagram.com//reel//Cx1AbC2dEf3/extra',
  ])('Instagram: %s', (link) => expect(key(link)).toBe('instagram:Cx1AbC2dEf3'))

  it('keeps the case of Instagram and YouTube codes (they are case-sensitive)', () => {
    expect(key('https://www.instagram.com/reel/cx1abc2def3/')).toBe('instagram:cx1abc2def3')
    expect(key('https://youtu.be/dQw4w9WgXcQ')).not.toBe(key('https://youtu.be/dqw4w9wgxcq'))
  })

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&feature=share',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=xyz',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://youtube.com/shorts/dQw4w9WgXcQ/',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ?feature=share',
  ])('YouTube: %s', (link) => expect(key(link)).toBe('youtube:dQw4w9WgXcQ'))

  it('keys Facebook videos by id', () => {
    expect(key('https://www.facebook.com/somepage/videos/1234567890123/')).toBe('facebook:1234567890123')
    expect(key('https://www.facebook.com/watch?v=1234567890123')).toBe('facebook:1234567890123')
    expect(key('https://www.facebook.com/reel/1234567890123?x=1')).toBe('facebook:1234567890123')
  })

  it('falls back to host and path for other hosts, handles case-insensitive', () => {
    expect(key('https://www.snapchat.com/@Someone/spotlight/abcDEF')).toBe(key('https://snapchat.com/@someone//spotlight/abcDEF/'))
    expect(key('https://likee.video/@a/video/1')).not.toBe(key('https://likee.video/@a/video/2'))
  })

  it('tells different videos apart', () => {
    expect(key('https://www.tiktok.com/@a/video/7301234567890123456')).not.toBe(key('https://www.tiktok.com/@a/video/7301234567890123457'))
    expect(key('https://youtu.be/dQw4w9WgXcQ')).not.toBe(key('https://youtu.be/aaaaaaaaaaa'))
  })

  it('refuses links it cannot key', () => {
    expect(videoIdentity('not a link')).toBeNull()
    expect(videoIdentity('http://www.tiktok.com/@a/video/7301234567890123456')).toBeNull()
    expect(videoIdentity('https://www.tiktok.com/@handle')).toBeNull()
    expect(videoIdentity('https://www.youtube.com/watch')).toBeNull()
  })
})
