import { describe, expect, it } from 'vitest'
import { pageOf, searchSounds } from './browse'
import { destinationOf, safeDestination, trackingLink } from './tracking'

const s = (title: string, categoryName: string | null) => ({ title, categoryName })

describe('searchSounds', () => {
  const list = [s('Summer Groove', 'Afrobeats'), s('Night Drive', 'Amapiano'), s('Groove Theory', null)]
  it('matches every word in the title or category, any case', () => {
    expect(searchSounds(list, 'groove').map((x) => x.title)).toEqual(['Summer Groove', 'Groove Theory'])
    expect(searchSounds(list, 'AMAPIANO').map((x) => x.title)).toEqual(['Night Drive'])
    expect(searchSounds(list, 'groove afro').map((x) => x.title)).toEqual(['Summer Groove'])
    expect(searchSounds(list, '  ')).toHaveLength(3)
    expect(searchSounds(list, 'jazz')).toEqual([])
  })
})

describe('pageOf', () => {
  const rows = Array.from({ length: 25 }, (_, i) => i)
  it('pages 12 at a time and clamps the page', () => {
    expect(pageOf(rows, 1)).toMatchObject({ page: 1, pageCount: 3, rows: rows.slice(0, 12) })
    expect(pageOf(rows, 3).rows).toEqual([24])
    expect(pageOf(rows, 9).page).toBe(3)
    expect(pageOf([], 2)).toEqual({ rows: [], page: 1, pageCount: 1 })
  })
})

describe('tracking links', () => {
  it('carry the sound and the creator only (the server says where the visitor goes)', () => {
    expect(trackingLink('https://portal.test', 'snd', 'me')).toBe('https://portal.test/t/snd/me')
    expect(destinationOf({ kind: 'video_app', templateLink: 'https://capcut.com/x', videoLinks: ['https://tiktok.com/v'] })).toBe('https://capcut.com/x')
    expect(destinationOf({ kind: 'normal', templateLink: null, videoLinks: ['https://tiktok.com/v'] })).toBe('https://tiktok.com/v')
    expect(destinationOf({ kind: 'normal', templateLink: null, videoLinks: [] })).toBeNull()
  })
  it('follow only plain https addresses', () => {
    expect(safeDestination('https://www.tiktok.com/@a/video/1')).toBe('https://www.tiktok.com/@a/video/1')
    expect(safeDestination('javascript:alert(1)')).toBeNull()
    expect(safeDestination('http://example.com')).toBeNull()
    expect(safeDestination('https://user:pw@example.com')).toBeNull()
    expect(safeDestination(undefined)).toBeNull()
    expect(safeDestination('not a url')).toBeNull()
  })
})
