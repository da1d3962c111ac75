import type { AppDB } from '../../db/db'
import { uuidV4 } from './uuid'

/**
 * Telling that the browser cleared the app's storage. Under storage pressure (or by its own rules)
 * a browser may delete an origin's IndexedDB while the session (localStorage) and the installed
 * worker stay. The first sync writes a mark into the database and its copy into localStorage; a
 * later start that finds the copy but not the mark knows the database was cleared, says so once
 * and pulls everything again.
 */

/** The mark's key, in the `meta` table and in localStorage alike. */
export const DEVICE_DATA_KEY = 'deviceData'

export const CLEARED_MESSAGE = "This device cleared Sound Portal's saved data. Getting it again from the server…"

export type DeviceData = 'first' | 'kept' | 'cleared'

/**
 * For a signed-in start: `first` (nothing marked before: the mark is written now), `kept` (the
 * database is the one marked) or `cleared` (marked before, the mark is gone: answered once, since
 * the new mark is written in the same step). Two tabs starting together mark it once: the check
 * and the write are one transaction, and the tab that finds the other's mark answers `kept`.
 */
export async function checkDeviceData(db: AppDB, store: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): Promise<DeviceData> {
  const copy = store.getItem(DEVICE_DATA_KEY)
  const found = await db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(DEVICE_DATA_KEY)
    const mark = (row?.value as { id?: string } | undefined)?.id
    if (mark) return { mark, fresh: false }
    const id = uuidV4()
    await db.meta.put({ key: DEVICE_DATA_KEY, value: { id, markedAt: now } })
    return { mark: id, fresh: true }
  })
  store.setItem(DEVICE_DATA_KEY, found.mark)
  if (found.fresh) return copy ? 'cleared' : 'first'
  // When the data was last found at a start (best effort: a full disk may refuse it).
  await db.meta
    .update(DEVICE_DATA_KEY, (row) => {
      row.value = { ...(row.value as object), lastSeenAt: now }
    })
    .catch(() => undefined)
  return 'kept'
}
