import { useEffect, useState } from 'react'
import { OFFLINE, type FetchResult } from './remote'

/**
 * Runs `run` whenever `key` changes while online (and when `key` is null, never): the answer lands
 * in the screen's table, so this only tracks whether it is on its way and what went wrong.
 */
export function useFetchOnline(key: string | null, online: boolean, run: () => Promise<FetchResult>): { loading: boolean; result: FetchResult | null } {
  const [done, setDone] = useState<{ key: string; result: FetchResult } | null>(null)
  useEffect(() => {
    if (!online || key === null) return
    let live = true
    void run().then((result) => live && setDone({ key, result }))
    return () => {
      live = false
    }
    // `run` is a new function each render; `key` names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, online])
  const current = done?.key === key ? done.result : null
  // Offline, a failed answer (one that met the connection going down, say) gives way to saying so.
  const offline = !online && (current === null || !current.ok)
  return { loading: online && key !== null && done?.key !== key, result: offline ? OFFLINE : current }
}
