import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '@/db/db'
import type { CategoryRow, UploadRow } from '@/db/sync-schema'
import type { Overlaid } from '@/lib/sync/overlay'
import { useMirror } from '@/lib/sync/use-mirror'

/** An upload as the screen shows it: stored on the server, or still in the outbox (with its Blob). */
export type UploadView = Overlaid<Partial<UploadRow> & { id: string; name: string; blob?: Blob }>

/** This device's uploads, newest first, including those still waiting to go out. */
export function useUploads(): UploadView[] | undefined {
  const rows = useMirror<UploadView & Record<string, unknown>>('uploads')
  return rows ? [...rows].sort((a, b) => Number(b.createdAt ?? 0) - Number(a.createdAt ?? 0)) : undefined
}

/** The categories a sound may be filed under, by name; `undefined` while loading. */
export function useCategories(): Array<{ id: string; name: string }> | undefined {
  const rows = useMirror<CategoryRow & Record<string, unknown>>('categories')
  return rows ? [...rows].sort((a, b) => a.name.localeCompare(b.name)) : undefined
}

/** Whether this device has pulled the categories at least once (an empty list then means "none"). */
export function useCategoriesPulled(): boolean | undefined {
  return useLiveQuery(async () => (await db.syncState.get('categories'))?.lastPulledAt !== undefined, [])
}
