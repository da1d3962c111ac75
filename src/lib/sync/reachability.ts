import { useSyncExternalStore } from 'react'
import { useOnline } from '../use-online'

// Whether the server answers, apart from whether the browser has a network: a phone can be online
// while the server (or the gateway in front of it) is down, and then the navbar must not say
// "Online" beside writes that cannot go. The page's sync engine reports each try here (its pulls,
// its replays, its health probe); the navbar reads it. Kept in this tab's memory: every tab tries
// on its own, and a fresh page starts hopeful until its first try.

let unreachable = false
const listeners = new Set<() => void>()

/** The engine's latest try: `true` when the server answered (any answer), `false` when it did not. */
export function reportServerAnswer(answered: boolean): void {
  if (unreachable === !answered) return
  unreachable = !answered
  for (const l of listeners) l()
}

export const serverUnreachable = () => unreachable

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the browser is online but the server did not answer its last try. */
export function useServerUnreachable(): boolean {
  const online = useOnline()
  return useSyncExternalStore(subscribe, serverUnreachable, () => false) && online
}
