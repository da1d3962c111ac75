import { beforeEach, describe, expect, it } from 'vitest'
import type { UserData } from '@/lib/session/session'
import { menuFor } from './menu'
import { MAX_TABS, portalPagesFor, tabsFor } from './tabs'

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
const signedIn = (role: string, extra: Partial<UserData> = {}) => ({ role, accessToken: 'token', ...extra }) as UserData
const tabs = (role: string) => tabsFor(signedIn(role)).map((t) => [t.title, t.href])

describe('tabsFor', () => {
  beforeEach(() => localStorage.clear())

  it('gives each role at most five tabs, with the wallet one tap away', () => {
    expect(tabs('tiktoker')).toEqual([['Home', '/Home'], ['Sounds', '/Manage/soundslist'], ['Brand Requests', '/brandrequests'], ['Wallet', '/transactions'], ['Profile', '/account']])
    expect(tabs('artist')).toEqual([['Home', '/Home'], ['My Songs', '/manage/artistmusic'], ['Add Song', '/Manage/addsong'], ['Verifications', '/manage/verifications'], ['Wallet', '/transactions']])
    expect(tabs('musician')).toEqual(tabs('artist'))
    expect(tabs('brand')).toEqual([['Home', '/Home'], ['My Adverts', '/mybrandrequests'], ['New request', '/brandform'], ['Verifications', '/manage/verifications'], ['Wallet', '/transactions']])
    expect(tabs('admin')).toEqual([['Home', '/Home'], ['Users', '/Manage/User/Admin'], ['Verifications', '/manage/verifications'], ['Sound List', '/admin/soundlist'], ['Statics', '/admin/stats']])
    for (const role of ['tiktoker', 'artist', 'brand', 'admin']) expect(tabs(role).length).toBeLessThanOrEqual(MAX_TABS)
  })

  it('shows no tabs to visitors or to roles without portal screens', () => {
    expect(tabsFor(null)).toEqual([])
    expect(tabsFor({ role: 'tiktoker' })).toEqual([])
    expect(tabsFor(signedIn('visitor'))).toEqual([])
  })

  it('leaves the side menu as it was', () => {
    expect(menuFor(signedIn('tiktoker')).map((i) => i.title)).toEqual(['Home', 'Profile', 'Sounds List', 'CapCut Sounds List'])
    expect(menuFor(signedIn('brand')).map((i) => i.title)).toEqual(['Home', 'Profile', 'My Adverts', 'Verifications', 'Duet Ad Video', 'Make Ad Video'])
  })
})

describe('portalPagesFor', () => {
  beforeEach(() => localStorage.clear())

  it('lists the role\'s menu and then the tab bar\'s extra screens, each once', () => {
    expect(portalPagesFor(signedIn('tiktoker')).map((p) => p.title)).toEqual(['Home', 'Profile', 'Sounds List', 'CapCut Sounds List', 'Brand Requests', 'Wallet'])
    expect(portalPagesFor(signedIn('brand')).map((p) => p.link)).toEqual(['/Home', '/account', '/mybrandrequests', '/manage/verifications', '/brandform', '/brandformscript', '/transactions'])
  })

  it('gives visitors none', () => {
    expect(portalPagesFor(null)).toEqual([])
    expect(portalPagesFor({ role: 'artist' })).toEqual([])
  })
})
