import type { UploadRow } from '@/db/sync-schema'
import type { Overlaid } from '@/lib/sync/overlay'
import { useMirror } from '@/lib/sync/use-mirror'

/** An upload as the screen shows it: stored on the server, or still in the outbox (with its Blob). */
export type UploadView = Overlaid<Partial<UploadRow> & { id: string; name: string; blob?: Blob }>

/** This device's uploads, newest first, including those still waiting to go out. */
export function useUploads(): UploadView[] | undefined {
  const rows = useMirror<UploadView & Record<string, unknown>>('uploads')
  return rows ? [...rows].sort((a, b) => Number(b.createdAt ?? 0) - Number(a.createdAt ?? 0)) : undefined
}
