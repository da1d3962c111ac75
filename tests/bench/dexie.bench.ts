import { copyFileSync, writeFileSync } from 'node:fs'
import type * as DexieModule from 'dexie'
import path from 'node:path'
import { openBrowser } from '../e2e/browser'
import { ROOT, startServer } from './lib/harness'
import { median, ratioRow, type BenchRow } from './lib/stats'

const ROUNDS = Number(process.env.BENCH_DEXIE_ROUNDS ?? 7)

/**
 * Runs in the page: Dexie against raw IndexedDB on the same data, alternating, fresh databases
 * each round.
 */
async function pageBench(rounds: number) {
  const { default: Dexie, liveQuery } = (await import('/__bench/dexie.mjs' as string)) as typeof DexieModule
  const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, score: (i * 7919) % 10_000, name: `Row ${i}`, tags: ['a', 'b'] }))
  const drop = (name: string) => new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(name)
    req.onsuccess = req.onerror = req.onblocked = () => resolve()
  })
  const openRaw = (name: string) => new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name, 1)
    req.onupgradeneeded = () => req.result.createObjectStore('items', { keyPath: 'id' }).createIndex('score', 'score')
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
  const done = (tx: IDBTransaction) => new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
  })
  const out = { rawPut: [] as number[], dexiePut: [] as number[], rawRange: [] as number[], dexieRange: [] as number[], live: [] as number[], manual: [] as number[] }
  for (let r = 0; r < rounds; r++) {
    await drop('bench-raw')
    await drop('bench-dexie')
    const raw = await openRaw('bench-raw')
    let t0 = performance.now()
    const tx = raw.transaction('items', 'readwrite')
    const store = tx.objectStore('items')
    for (const row of rows) store.put(row)
    await done(tx)
    out.rawPut.push(performance.now() - t0)

    const db = new Dexie('bench-dexie')
    db.version(1).stores({ items: 'id, score' })
    await db.open()
    t0 = performance.now()
    await db.table('items').bulkPut(rows)
    out.dexiePut.push(performance.now() - t0)

    // An indexed range that holds exactly 1,000 rows.
    t0 = performance.now()
    const got = await new Promise<unknown[]>((resolve, reject) => {
      const req = raw.transaction('items').objectStore('items').index('score').getAll(IDBKeyRange.bound(4000, 4999))
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    out.rawRange.push(performance.now() - t0)
    t0 = performance.now()
    const dgot = await db.table('items').where('score').between(4000, 4999, true, true).toArray()
    out.dexieRange.push(performance.now() - t0)
    if (got.length !== 1000 || dgot.length !== 1000) throw new Error(`range read returned ${got.length}/${dgot.length} rows`)

    // A live query noticing a write, against writing and reading back by hand.
    const query = () => db.table('items').where('score').between(100, 199, true, true).toArray()
    let resolveSeen: (() => void) | null = null
    let target = -1
    const sub = liveQuery(query).subscribe((items: Array<{ name: string }>) => {
      if (resolveSeen && items.some((i) => i.name === `changed ${target}`)) resolveSeen()
    })
    await new Promise((res) => setTimeout(res, 50))
    for (let k = 0; k < 5; k++) {
      target = k
      const seen = new Promise<void>((res) => (resolveSeen = res))
      t0 = performance.now()
      await db.table('items').update(rows.find((x) => x.score === 100 + k)!.id, { name: `changed ${k}` })
      await seen
      out.live.push(performance.now() - t0)
      t0 = performance.now()
      await db.table('items').update(rows.find((x) => x.score === 150 + k)!.id, { name: `manual ${k}` })
      await query()
      out.manual.push(performance.now() - t0)
    }
    sub.unsubscribe()
    db.close()
    raw.close()
  }
  return out
}

/** Dexie's writes, range reads and live queries against raw IndexedDB in the same page. */
export async function benchDexie(): Promise<BenchRow[]> {
  const server = await startServer((dir) => {
    copyFileSync(path.join(ROOT, 'node_modules/dexie/dist/dexie.mjs'), path.join(dir, 'dexie.mjs'))
    writeFileSync(path.join(dir, 'blank.html'), '<!doctype html><title>bench</title>')
  })
  const b = await openBrowser(server.url)
  try {
    await b.page.goto('/__bench/blank.html')
    // The TypeScript loader wraps functions in a __name() helper that the page does not have.
    await b.page.evaluate('globalThis.__name = (fn) => fn')
    const r = await b.page.evaluate(pageBench, ROUNDS)
    const peerName = 'raw IndexedDB'
    return [
      ratioRow({ group: 'Dexie', name: 'bulkPut 10,000 rows', value: median(r.dexiePut), unit: 'ms', peer: median(r.rawPut), peerName, maxRatio: 1.3 }),
      ratioRow({ group: 'Dexie', name: 'Indexed range read, 1,000 rows', value: median(r.dexieRange), unit: 'ms', peer: median(r.rawRange), peerName, maxRatio: 1.3 }),
      ratioRow({ group: 'Dexie', name: 'Live query sees a write', value: median(r.live), unit: 'ms', peer: median(r.manual), peerName: 'write, then read by hand' }),
    ]
  } finally {
    await b.close()
    await server.close()
  }
}
