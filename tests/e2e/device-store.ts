import type { Page } from 'playwright-core'

/** Every row of one of the app's IndexedDB stores on this device, read as the page sees it. */
export function storeRows<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('sound-portal')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const idb = open.result
          const all = idb.transaction(name).objectStore(name).getAll()
          all.onsuccess = () => {
            idb.close()
            resolve(all.result as T[])
          }
        }
      }),
    store,
  )
}
