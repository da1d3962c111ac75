import type { Transaction } from 'dexie'
import type { OutboxEntry, OutboxRef } from './sync-schema'

// Schema version 4: outbox entries describe themselves (label, lists to pull, references to
// earlier entries' answers), so the service worker replays them without the write kinds. Entries
// queued before are converted here: what the old write kinds worked out at send time becomes a
// reference, and the page finishes them once confirmed (`confirmBy: 'page'`), with the write kinds
// it has, as it did before.

type Old = OutboxEntry & { input: Record<string, unknown> | null }

const missing = (name: unknown) =>
  `The file ${typeof name === 'string' ? name : ''} was not uploaded (it was discarded or refused), so this change cannot be sent. Do it again with a new upload.`

/** The values the old kinds' `prepare` took from the uploads table when sending. */
function refsOf(e: Old): OutboxRef[] {
  const input = e.input ?? {}
  if (e.kind === 'artist.createSound' && typeof input.uploadId === 'string') {
    return [{ table: 'uploads', id: input.uploadId, field: 'file', into: 'audio', missing: missing(input.uploadName) }]
  }
  if (e.kind === 'account.updateProfile' && typeof input.avatarUploadId === 'string') {
    return [{ table: 'uploads', id: input.avatarUploadId, field: 'file', into: 'avatar', missing: missing(input.avatarName) }]
  }
  return []
}

export async function describeOldEntries(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((e: Old) => {
      if (e.label !== undefined || e.confirmBy || e.kind === 'raw') return
      e.confirmBy = 'page'
      const refs = refsOf(e)
      if (refs.length) e.refs = refs
      // An upload keeps its answer where the writes after it look for the file name.
      if (e.kind === 'uploads.file' && e.input && typeof e.input.id === 'string') {
        e.keep = { table: 'uploads', row: { id: e.input.id, name: e.input.fileName, createdAt: e.createdAt } }
      }
    })
}
