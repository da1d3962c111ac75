import { describe, expect, it } from 'vitest'
import type { SearchPage } from '@/db/demo-schema'
import { moveActive, searchGroups, type SearchData } from './search-results'

const page = (id: number, title: string): SearchPage => ({ id, title, target: `p${id}`, icon: 'Mail', link: `/p/${id}`, isBookmarked: false })

const data: SearchData = {
  searchArr: [
    { groupTitle: 'Pages', searchLimit: 4, data: ['Email', 'Invoice List', 'Invoice Preview', 'Invoice Edit', 'Invoice Add', 'Chat'].map((t, i) => page(i + 1, t)) },
    { groupTitle: 'Files', searchLimit: 4, data: [{ title: 'Invoice scan', by: 'Nadia Okafor', size: '1mb', file: '' }, { title: 'Mix notes', by: 'Ezra', size: '4kb', file: '' }] },
    { groupTitle: 'Contacts', searchLimit: 4, data: [{ title: 'Nadia Okafor', email: 'nadia.okafor@example.com', img: '', date: '' }] },
  ],
}

describe('searchGroups', () => {
  it('keeps at most four results per group, in order', () => {
    const groups = searchGroups(data, 'invoice')
    expect(groups.map((g) => g.title)).toEqual(['Pages', 'Files', 'Contacts'])
    expect(groups[0]?.hits.map((h) => h.title)).toEqual(['Invoice List', 'Invoice Preview', 'Invoice Edit', 'Invoice Add'])
    expect(groups[1]?.hits.map((h) => h.title)).toEqual(['Invoice scan'])
    expect(groups[2]?.hits).toEqual([])
  })

  it('matches files by author and contacts by e-mail, ignoring case', () => {
    const groups = searchGroups(data, 'NADIA')
    expect(groups[1]?.hits.map((h) => h.title)).toEqual(['Invoice scan'])
    expect(groups[2]?.hits.map((h) => h.title)).toEqual(['Nadia Okafor'])
  })

  it('shows nothing for a blank query or before the data arrives', () => {
    expect(searchGroups(data, '  ')).toEqual([])
    expect(searchGroups(undefined, 'email')).toEqual([])
  })
})

describe('searchGroups with the user\'s own pages', () => {
  const portal = [{ title: 'Home', link: '/Home' }, { title: 'Wallet', link: '/transactions' }, { title: 'My Adverts', link: '/mybrandrequests' }]

  it('puts the portal pages first, before the demo\'s groups', () => {
    const groups = searchGroups({ searchArr: [{ groupTitle: 'Pages', searchLimit: 4, data: [page(1, 'Email'), page(2, 'Wallet (demo)')] }] }, 'wal', portal)
    expect(groups.map((g) => g.title)).toEqual(['Your pages', 'Pages'])
    expect(groups[0]?.hits.map((h) => [h.kind, h.title])).toEqual([['portal', 'Wallet']])
    expect(groups[1]?.hits.map((h) => h.title)).toEqual(['Wallet (demo)'])
  })

  it('finds the portal pages before the demo data has loaded', () => {
    expect(searchGroups(undefined, 'advert', portal)[0]?.hits.map((h) => h.title)).toEqual(['My Adverts'])
  })
})

describe('moveActive', () => {
  it('wraps round in both directions', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0)
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2)
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1)
  })
})
