import { useCallback, useState } from 'react'

/** A set of selected row ids that survives paging, sorting and filtering. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const toggle = useCallback((ids: number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current)
      for (const id of ids) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return next
    })
  }, [])
  const clear = useCallback(() => setSelected(new Set()), [])
  return { selected, toggle, clear }
}
