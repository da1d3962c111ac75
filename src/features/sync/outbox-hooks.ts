import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '@/db/db'
import type { OutboxEntry } from '@/db/sync-schema'
import { useUserData } from '@/lib/session/session'
import { entriesOf } from '@/lib/sync/outbox'
import { editableFields, type EditableField } from '@/lib/sync/redo'
import { kindsFor } from '@/lib/sync/registry'
import { syncRegistry } from '@/lib/sync/sync-registry'

export interface OutboxItem {
  seq: number
  label: string
  status: Exclude<OutboxEntry['status'], 'confirmed'>
  createdAt: number
  attempts: number
  error?: OutboxEntry['error']
  progress?: OutboxEntry['progress']
  isUpload: boolean
  /** What the user may correct before sending a refused write again. */
  fields: EditableField[]
}

export interface OutboxSummary {
  /** Still to be sent (waiting, sending, or paused for sign-in). */
  waiting: OutboxItem[]
  /** Refused by the server: the "needs attention" list. */
  rejected: OutboxItem[]
  /** Uploads on their way, with progress. */
  uploading: OutboxItem[]
}

function itemOf(e: OutboxEntry & { status: OutboxItem['status'] }): OutboxItem {
  const kind = syncRegistry.write(e.kind)
  return {
    seq: e.seq ?? 0,
    label: e.label ?? (kind ? kind.describe(e.input) : `${e.method} ${e.path}`),
    status: e.status,
    createdAt: e.createdAt,
    attempts: e.attempts,
    error: e.error,
    progress: e.progress,
    isUpload: e.body.type === 'form' || e.body.type === 'raw',
    fields: e.status === 'rejected' ? editableFields(e) : [],
  }
}

/** The signed-in user's outbox, live across tabs; `undefined` while loading. */
export function useOutboxSummary(): OutboxSummary | undefined {
  const id = useUserData()?.id
  const userId = typeof id === 'string' ? id : null
  return useLiveQuery(async () => {
    if (!userId) return { waiting: [], rejected: [], uploading: [] }
    // Confirmed entries only wait for a pull to show the server's rows: nothing left to send.
    const open = (await entriesOf(db, userId).toArray()).filter((e): e is OutboxEntry & { status: OutboxItem['status'] } => e.status !== 'confirmed')
    // Entries stored by earlier versions may carry no label: their kind describes them.
    await kindsFor(syncRegistry, open.filter((e) => !e.label))
    const items = open.map(itemOf)
    return {
      waiting: items.filter((i) => i.status !== 'rejected'),
      rejected: items.filter((i) => i.status === 'rejected'),
      uploading: items.filter((i) => i.isUpload && i.status === 'sending'),
    }
  }, [userId])
}
