import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { API_BASE_KEY, apiRequest } from '@/lib/api/client'
import { saveUserData, type UserData } from '@/lib/session/session'
import { useServerSearch, type SearchSource } from './server-search'

// The creator's server search against the real portal server on loopback: the page after or
// before one answered is asked by the cursor that answer gave (a keyset walk), a page jumped to,
// and page 1, by its number.

const source: SearchSource = { path: '/artist/get-all-sounds-with-locking', kind: 'video_app' }
const asked: URL[] = []
/** The searches' answers, in the order asked. */
const answered: Array<{ prev_cursor: string | null }> = []

beforeEach(async () => {
  localStorage.setItem(API_BASE_KEY, inject('portalApi'))
  const account = inject('portalAccounts').searchCreator!
  const session = await apiRequest<{ accessToken: string; userData: UserData }>('/auth/login', { method: 'POST', body: { email: account.email, password: account.password } })
  saveUserData({ ...session.userData, accessToken: session.accessToken })
  // Every request still goes to the server; this only notes the searches and their answers.
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!url.pathname.endsWith(source.path)) return real(input, init)
    asked.push(url)
    return real(input, init).then(async (res) => {
      answered.push(await res.clone().json())
      return res
    })
  })
  asked.length = 0
  answered.length = 0
})
afterEach(() => vi.restoreAllMocks())

const titles = (r: ReturnType<typeof useServerSearch>) => (r?.status === 'done' ? r.sounds.map((s) => s.title) : null)

describe('the server search', () => {
  it('pages forward by cursor, and a page jumped to by number', async () => {
    const { result, rerender } = renderHook(({ page }) => useServerSearch(source, 'paged tune', page, true), { initialProps: { page: 1 } })
    await waitFor(() => expect(result.current?.status).toBe('done'))
    expect(result.current).toMatchObject({ total: 13, totalExact: true, page: 1, pageCount: 2 })
    expect(titles(result.current)).toHaveLength(12)
    rerender({ page: 2 })
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', page: 2 }))
    expect(titles(result.current)).toEqual(['Paged Tune 1'])
    expect(asked.map((u) => [u.searchParams.get('page'), u.searchParams.has('cursor')])).toEqual([
      ['1', false],
      [null, true],
    ])

    // Straight to page 2 in a new search screen: by number, the same sound.
    const jump = renderHook(() => useServerSearch(source, 'paged tune', 2, true))
    await waitFor(() => expect(jump.result.current).toMatchObject({ status: 'done', page: 2 }))
    expect(titles(jump.result.current)).toEqual(['Paged Tune 1'])
    expect(asked.at(-1)?.searchParams.get('page')).toBe('2')
  })

  it('pages back from a page jumped to by the cursor that page gave, and to page 1 by number', async () => {
    // Thirty sounds, newest first: page 1 holds 30 to 19, page 2 holds 18 to 7, page 3 holds 6 to 1.
    const echoes = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `Walkback Echo ${from - i}`)
    const { result, rerender } = renderHook(({ page }) => useServerSearch(source, 'walkback echo', page, true), { initialProps: { page: 3 } })
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', page: 3 }))
    expect(titles(result.current)).toEqual(echoes(6, 1))
    rerender({ page: 2 })
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', page: 2 }))
    expect(titles(result.current)).toEqual(echoes(18, 7))
    rerender({ page: 1 })
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', page: 1 }))
    expect(titles(result.current)).toEqual(echoes(30, 19))
    expect(asked.map((u) => [u.searchParams.get('page'), u.searchParams.has('cursor')])).toEqual([
      ['3', false],
      [null, true],
      ['1', false],
    ])
    expect(asked[1]!.searchParams.get('cursor')).toBe(answered[0]!.prev_cursor)
  })
})
