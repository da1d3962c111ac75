import { liveQuery } from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { readUserData, USER_DATA_KEY } from '@/lib/session/session'
import { watchProfile } from './runtime-watchers'

// A minimal localStorage for the session module (the unit project runs in node).
class MemoryStorage {
  private map = new Map<string, string>()
  /** Every value written, so a test can tell what was ever stored, not only the last. */
  written: string[] = []
  getItem(k: string) { return this.map.get(k) ?? null }
  setItem(k: string, v: string) { this.map.set(k, String(v)); this.written.push(String(v)) }
  removeItem(k: string) { this.map.delete(k) }
  clear() { this.map.clear() }
}
const storage = new MemoryStorage()
globalThis.localStorage = storage as unknown as Storage

const ME = '7c8f1c1e-2d39-4a8e-9a57-8f1b2c3d4e5f'

describe('watchProfile', () => {
  beforeEach(async () => {
    localStorage.clear()
    await db.profile.clear()
  })
  afterEach(() => localStorage.clear())

  it("follows the server's copy of the account (a role change reaches the menu), keeping the token", async () => {
    localStorage.setItem(USER_DATA_KEY, JSON.stringify({ id: ME, role: 'tiktoker', accountType: 'tiktoker', accessToken: 'tok' }))
    watchProfile()
    await db.profile.put({ key: 'me', userData: { id: ME, role: 'brand', accountType: 'brand', brand_applied: 'approved' } })
    await expect.poll(() => readUserData()?.role).toBe('brand')
    expect(readUserData()).toMatchObject({ accountType: 'brand', brand_applied: 'approved', accessToken: 'tok' })
  })

  it("never applies another account's copy", async () => {
    localStorage.setItem(USER_DATA_KEY, JSON.stringify({ id: ME, role: 'tiktoker', accessToken: 'tok' }))
    watchProfile()
    // The watcher subscribed first, so once a later subscriber has seen the foreign copy, the
    // watcher has been handed it too; the own copy written after it is then applied.
    const seenForeign = new Promise<void>((resolve) => {
      const sub = liveQuery(() => db.profile.get('me')).subscribe((row) => {
        if (row?.userData.id !== 'someone-else') return
        sub.unsubscribe()
        resolve()
      })
    })
    await db.profile.put({ key: 'me', userData: { id: 'someone-else', role: 'admin' } })
    await seenForeign
    expect(readUserData()?.role).toBe('tiktoker')
    await db.profile.put({ key: 'me', userData: { id: ME, role: 'artist' } })
    await expect.poll(() => readUserData()?.role).toBe('artist')
    expect(storage.written.filter((v) => v.includes('someone-else') || v.includes('"admin"'))).toEqual([])
  })
})
