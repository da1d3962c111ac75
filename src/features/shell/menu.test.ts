import { beforeEach, describe, expect, it } from 'vitest'
import type { UserData } from '@/lib/session/session'
import { menuFor } from './menu'

// A minimal localStorage for the session module (the unit project runs in node).
class MemoryStorage {
  private map = new Map<string, string>()
  getItem(k: string) { return this.map.get(k) ?? null }
  setItem(k: string, v: string) { this.map.set(k, String(v)) }
  removeItem(k: string) { this.map.delete(k) }
  clear() { this.map.clear() }
}
globalThis.localStorage = new MemoryStorage() as unknown as Storage

// Roles as stored, which may be one this version does not know.
const titles = (role: string, extra: Partial<UserData> = {}) => menuFor({ ...extra, role } as UserData).map((i) => i.title)

describe('menuFor', () => {
  beforeEach(() => localStorage.clear())

  it('gives artists and musicians the same menu', () => {
    const expected = ['Home', 'Add Song', 'My Songs', 'Verifications', 'Sounds List', 'Add CapCut Sound']
    expect(titles('artist')).toEqual(expected)
    expect(titles('musician')).toEqual(expected)
  })

  it('shows Influencers Sounds to creators only when the influencer flag is Yes', () => {
    expect(titles('tiktoker', { influencer: 'No' })).toEqual(['Home', 'Profile', 'Sounds List', 'CapCut Sounds List'])
    expect(titles('tiktoker', { influencer: 'Yes' })).toEqual(['Home', 'Profile', 'Sounds List', 'Influencers Sounds', 'CapCut Sounds List'])
  })

  it('gives brands and admins their menus with the specification routes', () => {
    expect(menuFor({ role: 'brand' }).map((i) => i.href)).toEqual(['/Home', '/account', '/mybrandrequests', '/manage/verifications', '/brandform', '/brandformscript'])
    expect(menuFor({ role: 'admin' }).map((i) => i.href)).toEqual([
      '/Home', '/manage/verifications', '/Manage/User/Admin', '/Manage/adminverificationsusers', '/admin/soundlist', '/admin/stats', '/Manage/soundslistadmin',
    ])
  })

  it('shows only Home to other roles and to nobody', () => {
    expect(titles('editor')).toEqual(['Home'])
    expect(menuFor(null).map((i) => i.title)).toEqual(['Home'])
  })

  it('lets a stored account type override the role', () => {
    expect(titles('tiktoker', { accountType: 'brand' })[2]).toBe('My Adverts')
    localStorage.setItem('accountType', 'admin')
    expect(titles('artist')).toContain('Statics')
  })
})
