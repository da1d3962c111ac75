import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { openAppDB } from '../../db/db'
import { checkDeviceData, DEVICE_DATA_KEY } from './device-data'

// The browser may delete the app's database and leave the session: the app notices once.

class MemoryStorage {
  private map = new Map<string, string>()
  getItem(k: string) {
    return this.map.get(k) ?? null
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v))
  }
}

let n = 0
const name = () => `device-data-${process.pid}-${++n}`

describe('checkDeviceData', () => {
  it('marks the database at the first sync, then finds it kept on every start', async () => {
    const db = openAppDB(name())
    const store = new MemoryStorage()
    expect(await checkDeviceData(db, store, 1000)).toBe('first')
    expect(await checkDeviceData(db, store, 2000)).toBe('kept')
    expect((await db.meta.get(DEVICE_DATA_KEY))?.value).toMatchObject({ markedAt: 1000, lastSeenAt: 2000 })
    expect(store.getItem(DEVICE_DATA_KEY)).toBe(((await db.meta.get(DEVICE_DATA_KEY))?.value as { id: string }).id)
  })

  it('says the database was cleared once, when the mark is gone but its copy is not', async () => {
    const dbName = name()
    const store = new MemoryStorage()
    const db = openAppDB(dbName)
    await checkDeviceData(db, store)
    // What the browser does to a best-effort origin: the whole database goes.
    db.close()
    await Dexie.delete(dbName)
    const again = openAppDB(dbName)
    expect(await checkDeviceData(again, store)).toBe('cleared')
    expect(await checkDeviceData(again, store)).toBe('kept')
  })

  it('announces it in one tab of several starting together', async () => {
    const dbName = name()
    const store = new MemoryStorage()
    const first = openAppDB(dbName)
    await checkDeviceData(first, store)
    first.close()
    await Dexie.delete(dbName)
    const answers = await Promise.all([checkDeviceData(openAppDB(dbName), store), checkDeviceData(openAppDB(dbName), store)])
    expect(answers.sort()).toEqual(['cleared', 'kept'])
  })
})
