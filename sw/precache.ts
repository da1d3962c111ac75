/// <reference lib="webworker" />
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching'
import { readPack } from './pack'

declare const self: ServiceWorkerGlobalScope

/** When an entry is cached (scripts/vite/precache-groups.ts): at install, or on demand. */
export type PrecacheGroup = 'core' | 'charts' | 'demo'
type GroupedEntry = PrecacheEntry & { group?: PrecacheGroup; packed?: true }

/** Requests in flight at once (a browser opens six connections to a host over HTTP/1.1): round trips, not bandwidth, limit a slow mobile connection. */
const PARALLEL = 6
const WANTED_CACHE = 'precache-wanted'

const entries = self.__WB_MANIFEST as GroupedEntry[]

/**
 * Every built file is in the list, so it is served from the cache once cached (and from the
 * network until then) and kept across versions; only the core group is fetched at install.
 */
export const precache = new PrecacheController()
precache.addToCacheList(entries)

const groupOf = new Map(entries.map((e) => [new URL(e.url, self.location.href).href, e.group ?? 'core']))
const packed = new Set(entries.filter((e) => e.packed).map((e) => new URL(e.url, self.location.href).href))
/** The install's files in one download (scripts/vite/precache-pack.ts). */
const PACK_URL = '/precache/core.pack'

/** Data saver on, or a 2G-like connection: nothing optional is downloaded. */
export function savingData(): boolean {
  const connection = (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g'
}

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** The demo's chart pages draw with the same library as some portal screens. */
const NEEDS: Record<Exclude<PrecacheGroup, 'core'>, PrecacheGroup[]> = { demo: ['demo', 'charts'], charts: ['charts'] }

function urlsOf(groups: ReadonlySet<PrecacheGroup>): Array<[string, string]> {
  return [...precache.getURLsToCacheKeys()].filter(([url]) => groups.has(groupOf.get(url) ?? 'core'))
}

/** Caches the groups' files that are not cached yet, a few at a time (but for those in `skip`). */
async function fetchGroups(groups: ReadonlySet<PrecacheGroup>, skip: ReadonlySet<string> = new Set()): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName)
  await inParallel(urlsOf(groups).filter(([url]) => !skip.has(url)), PARALLEL, async ([url, cacheKey]) => {
    if (await cache.match(cacheKey)) return
    // A file named by its hash may come from the HTTP cache (the page just loaded it); any
    // other is revalidated, which costs a 304 when it has not changed.
    const hashed = !cacheKey.includes('__WB_REVISION__')
    const response = await fetch(url, { credentials: 'same-origin', cache: hashed ? 'default' : 'no-cache' })
    if (!response.ok) throw new Error(`${new URL(url).pathname} could not be downloaded (${response.status}).`)
    await cache.put(cacheKey, response)
  })
}

/**
 * Caches the pack's files in one download, when at least half of them are missing (a first
 * install, or a version that changed most of them); otherwise, and for any file the pack does
 * not hold in this version, fetchGroups downloads them one by one. A pack of another version
 * (the site was updated meanwhile) only gives the files whose hashed names both versions share.
 */
async function unpackCore(): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName)
  const keys = new Map(urlsOf(new Set<PrecacheGroup>(['core'])).filter(([url]) => packed.has(url)))
  const missing = (await Promise.all([...keys.values()].map(async (key) => ((await cache.match(key)) ? 0 : 1)))).reduce<number>((n, m) => n + m, 0)
  if (missing === 0 || missing * 2 < keys.size) return
  const response = await fetch(PACK_URL, { credentials: 'same-origin', cache: 'no-cache' })
  if (!response.ok) return
  for (const file of readPack(await response.arrayBuffer())) {
    const key = keys.get(new URL(file.url, self.location.href).href)
    // A hashed name is its content: no revision to check.
    if (!key || !key.endsWith(file.url)) continue
    await cache.put(key, new Response(file.body, { headers: { 'Content-Type': file.type } }))
  }
}

/** How many of a group's files are cached, of how many. */
export async function groupStatus(group: Exclude<PrecacheGroup, 'core'>): Promise<{ cached: number; total: number }> {
  const cache = await caches.open(precache.strategy.cacheName)
  const urls = urlsOf(new Set(NEEDS[group]))
  const hits = await Promise.all(urls.map(([, key]) => cache.match(key)))
  return { cached: hits.filter(Boolean).length, total: urls.length }
}

const running = new Map<PrecacheGroup, Promise<void>>()

/** Caches an optional group now and keeps it cached across versions. */
export function cacheGroup(group: Exclude<PrecacheGroup, 'core'>): Promise<void> {
  const current = running.get(group)
  if (current) return current
  const run = (async () => {
    await (await caches.open(WANTED_CACHE)).put(`/__sw/wanted/${group}`, new Response('1'))
    await fetchGroups(new Set(NEEDS[group]))
  })().finally(() => running.delete(group))
  running.set(group, run)
  return run
}

async function wantedGroups(): Promise<Array<Exclude<PrecacheGroup, 'core'>>> {
  const keys = await (await caches.open(WANTED_CACHE)).keys()
  return keys.map((k) => new URL(k.url).pathname.replace('/__sw/wanted/', '')).filter((g): g is 'demo' | 'charts' => g === 'demo' || g === 'charts')
}

/**
 * Install fetches the core group; a group the user already had offline is fetched again in its
 * new version too, unless the connection asks to save data (then it is fetched when next used).
 */
export function installPrecache(): void {
  self.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        // One download for most files (the page has the rest in its HTTP cache), meanwhile the rest a few at a time.
        await Promise.all([unpackCore().catch(() => undefined), fetchGroups(new Set<PrecacheGroup>(['core']), packed)])
        // What the pack did not give (an update that changed a few files, a failed download): one by one.
        await fetchGroups(new Set<PrecacheGroup>(['core']))
        const optional = savingData() ? [] : (await wantedGroups()).flatMap((g) => NEEDS[g])
        // Optional files missing after an update are fetched when next used; no reason to fail the install.
        await fetchGroups(new Set(optional)).catch(() => undefined)
      })(),
    )
  })
  self.addEventListener('activate', (event) => void precache.activate(event))
}
