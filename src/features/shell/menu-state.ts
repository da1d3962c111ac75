import { useCallback, useSyncExternalStore } from 'react'

const PINNED_KEY = 'menuPinned'
const listeners = new Set<() => void>()
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** The menu starts collapsed; the toggle pins it open, remembered on this device. */
export function useMenuPinned(): [boolean, () => void] {
  const pinned = useSyncExternalStore(subscribe, () => localStorage.getItem(PINNED_KEY) === '1', () => false)
  const toggle = useCallback(() => {
    localStorage.setItem(PINNED_KEY, localStorage.getItem(PINNED_KEY) === '1' ? '0' : '1')
    for (const l of listeners) l()
  }, [])
  return [pinned, toggle]
}
