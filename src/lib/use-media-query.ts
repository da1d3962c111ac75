import { useSyncExternalStore } from 'react'

const hasMatchMedia = () => typeof globalThis.matchMedia === 'function'

/** Whether the media query matches now; follows it as the window changes. False where the browser cannot tell. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!hasMatchMedia()) return () => {}
      const list = matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => hasMatchMedia() && matchMedia(query).matches,
    () => false,
  )
}
