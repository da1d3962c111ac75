import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { demoFetch } from '@/lib/pwa/demo-data'

/** A demo call that answered with an error status; `message` is the worker's `{ message }`. */
export class DemoRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** A demo call answered as JSON; any status other than 2xx becomes a DemoRequestError. */
export async function demoJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await demoFetch(url, init)
  const text = await res.text()
  let body: unknown
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    throw new DemoRequestError(res.status, 'The demo area answered with something that is not JSON.')
  }
  if (!res.ok) {
    const message = typeof body === 'object' && body && 'message' in body ? String(body.message) : `Request failed (${res.status})`
    throw new DemoRequestError(res.status, message)
  }
  return body as T
}

/** A write to the demo API with a JSON body. Every mounted demo query reads again afterwards. */
export async function demoSend<T>(url: string, method: 'POST' | 'DELETE', body?: unknown): Promise<T> {
  const result = await demoJson<T>(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  invalidateDemoData()
  return result
}

/** `path?key=value&…`, leaving out empty values. Arrays repeat the key. */
export function withQuery(path: string, params: Record<string, string | number | readonly string[] | undefined | null>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) search.append(key, item)
    else search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

// A version number bumped after every demo write (and after a reset), so every screen that
// shows demo data reads it again without knowing which other screen changed it.
let version = 0
const listeners = new Set<() => void>()

export function invalidateDemoData(): void {
  version += 1
  for (const listener of listeners) listener()
}

function useDemoVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => version,
    () => version,
  )
}

export interface DemoQuery<T> {
  /** The last answer; kept while a new one loads so lists do not flash empty between pages. */
  data: T | undefined
  /** The url `data` answers: the one asked for once it has loaded, the previous one until then. */
  dataUrl: string | null
  error: string | null
  loading: boolean
  reload: () => void
}

/** Reads a demo GET call; `null` waits (e.g. for an id). Reads again when the url changes or after any demo write. */
export function useDemoQuery<T>(url: string | null): DemoQuery<T> {
  const demoVersion = useDemoVersion()
  const [tick, setTick] = useState(0)
  const key = url === null ? null : `${demoVersion}:${tick}:${url}`
  const [state, setState] = useState<{ key: string | null; url: string | null; data: T | undefined; error: string | null }>({
    key: null,
    url: null,
    data: undefined,
    error: null,
  })
  useEffect(() => {
    if (url === null || key === null) return
    let live = true
    demoJson<T>(url).then(
      (data) => live && setState({ key, url, data, error: null }),
      (error: unknown) => live && setState((s) => ({ ...s, key, error: error instanceof Error ? error.message : String(error) })),
    )
    return () => {
      live = false
    }
  }, [url, key])
  const reload = useCallback(() => setTick((n) => n + 1), [])
  return { data: state.data, dataUrl: state.url, error: state.error, loading: key !== null && state.key !== key, reload }
}

/** The query parameters of the url the shown answer belongs to (empty before the first answer). */
export function shownParams(query: Pick<DemoQuery<unknown>, 'dataUrl'>): URLSearchParams {
  return new URLSearchParams(query.dataUrl?.split('?')[1] ?? '')
}

/**
 * The shown answer when it was asked with these values (a folder, a filter), else undefined while
 * the new one loads: a list keeps its rows on screen through a search or a sort, but never shows
 * another folder's rows under this one's name. Empty values count as not asked, as in withQuery.
 */
export function answerFor<T>(query: DemoQuery<T>, params: Record<string, string | undefined>): T | undefined {
  const shown = shownParams(query)
  return Object.entries(params).every(([key, value]) => shown.get(key) === (value || null)) ? query.data : undefined
}
