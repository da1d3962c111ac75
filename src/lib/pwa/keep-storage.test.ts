import { describe, expect, it } from 'vitest'
import { askToKeepStorage, formatBytes, PERSIST_ASKED_KEY, readStorageState } from './keep-storage'

// The browser is asked to keep the app's storage once, and the answer is remembered.

class MemoryStorage {
  private map = new Map<string, string>()
  getItem(k: string) {
    return this.map.get(k) ?? null
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v))
  }
}

/** A browser that answers `persist()` with `grant`, counting the questions. */
function browser(grant: boolean) {
  let kept = false
  const asked = { count: 0 }
  const api = {
    persisted: async () => kept,
    persist: async () => {
      asked.count++
      kept = grant
      return grant
    },
    estimate: async () => ({ usage: 2_400_000, quota: 1_200_000_000 }),
  }
  return { api, asked }
}

describe('askToKeepStorage', () => {
  it('asks once and remembers the answer', async () => {
    const { api, asked } = browser(true)
    const store = new MemoryStorage() as unknown as Storage
    expect(await askToKeepStorage({ api, store, installed: false })).toBe(true)
    expect(await askToKeepStorage({ api, store, installed: true })).toBeNull()
    expect(asked.count).toBe(1)
    expect(JSON.parse(store.getItem(PERSIST_ASKED_KEY)!)).toEqual({ kept: true, installed: false })
  })

  it('asks again, once, when a tab was told no and the app then runs installed', async () => {
    const { api, asked } = browser(false)
    const store = new MemoryStorage() as unknown as Storage
    expect(await askToKeepStorage({ api, store, installed: false })).toBe(false)
    expect(await askToKeepStorage({ api, store, installed: false })).toBeNull()
    expect(await askToKeepStorage({ api, store, installed: true })).toBe(false)
    expect(await askToKeepStorage({ api, store, installed: true })).toBeNull()
    expect(asked.count).toBe(2)
  })

  it('does nothing where the browser has no such question', async () => {
    expect(await askToKeepStorage({ api: null, store: new MemoryStorage() as unknown as Storage, installed: true })).toBeNull()
  })
})

describe('what /sync shows about storage', () => {
  it('reads whether it is kept and how much is used of what is available', async () => {
    const { api } = browser(true)
    await api.persist()
    expect(await readStorageState(api)).toEqual({ kept: true, usage: 2_400_000, quota: 1_200_000_000 })
    expect(await readStorageState(null)).toEqual({ kept: null, usage: null, quota: null })
  })

  it('says sizes in units a person reads', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(1)).toBe('1 byte')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(2_400_000)).toBe('2.4 MB')
    expect(formatBytes(345_600_000)).toBe('346 MB')
    expect(formatBytes(1_200_000_000)).toBe('1.2 GB')
  })
})
