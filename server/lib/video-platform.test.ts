import { describe, expect, it } from 'vitest'
import { accountIdentities, tiktokPostedAt, videoOnPlatform } from './video-platform'

describe('accountIdentities: the account a link names, to compare a video’s author with a verified profile', () => {
  it.each([
    ['tiktok', 'https://www.tiktok.com/@Kemi.Sings?lang=en', ['handle:kemi.sings']],
    ['tiktok', 'https://www.tiktok.com/@kemi.sings/video/7301234567890123456', ['handle:kemi.sings']],
    ['tiktok', 'https://www.tiktok.com/foryou', []],
    ['youtube', 'https://www.youtube.com/@KemiSings', ['handle:kemisings']],
    ['youtube', 'https://www.youtube.com/channel/UCabcDEF123', ['channel:ucabcdef123']],
    ['youtube', 'https://www.youtube.com/user/kemi', ['user:kemi']],
    ['instagram', 'https://www.instagram.com/Kemi.Sings/', ['handle:kemi.sings']],
    ['instagram', 'https://www.instagram.com/reel/Cx1AbC2dEf3/', []],
    ['facebook', 'https://www.facebook.com/kemisings', ['handle:kemisings']],
    ['facebook', 'https://www.facebook.com/profile.php?id=100012345', ['id:100012345']],
    ['facebook', 'https://www.facebook.com/watch?v=123', []],
    ['tiktok', 'not a link', []],
  ] as const)('%s %s', (platform, link, ids) => expect(accountIdentities(platform, link)).toEqual(ids))
})

describe('tiktokPostedAt: a TikTok id’s upper 32 bits are its creation time', () => {
  it('reads the time of a known video', () => expect(tiktokPostedAt('6718335390845095173')?.toISOString()).toBe('2019-07-27T13:32:33.000Z'))
  it('is null for what is not such an id', () => {
    expect(tiktokPostedAt('abc')).toBeNull()
    expect(tiktokPostedAt('12')).toBeNull()
    expect(tiktokPostedAt(null)).toBeNull()
  })
})

describe('videoOnPlatform: the platform and id behind a video identity key', () => {
  it.each([
    ['tiktok:7301234567890123456', { platform: 'tiktok', id: '7301234567890123456' }],
    ['tiktok-short:ZMabc123', { platform: 'tiktok', id: null }],
    ['youtube:dQw4w9WgXcQ', { platform: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['instagram:Cx1AbC2dEf3', { platform: 'instagram', id: 'Cx1AbC2dEf3' }],
    ['snapchat.com/spotlight/abc', null],
    [null, null],
  ] as const)('%s', (key, expected) => expect(videoOnPlatform(key)).toEqual(expected))
})
