import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { API_BASE_KEY, apiRequest } from '@/lib/api/client'
import { saveUserData, type UserData } from '@/lib/session/session'
import { useServerSearch, type SearchSource } from './server-search'

// The creator's server search against the real portal server on loopback: the next page is asked
// by the cursor the previous answer gave (a keyset walk), a page jumped to by its number.

const source: SearchSource = { path: '/artist/get-all-sounds-with-locking', kind: 'video_app' }
const asked: URL[] = []

beforeEach(async () => {
  localStorage.setItem(API_BASE_KEY, inject('portalApi'))
  const account = inject('portalAccounts').searchCreator!
  const session = await apiRequest<{ accessToken: string; userData: UserData }>('/auth/login', { method: 'POST', body: { email: account.email, password: account.password } })
  saveUserData({ ...session.userData, accessToken: session.accessToken })
  // Every request still goes to the server; this only notes which were searches.
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname.endsWith(source.path)) asked.push(url)
    return real(input, init)
  })
  asked.length = 0
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
})
