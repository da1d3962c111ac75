import type { UploadRow } from '../../../db/sync-schema'
import { upsertRow } from '../overlay'
import { defineWrite } from '../registry'

/** A file picked by the user; `id` is the client's id for it, made when it was picked. */
export interface UploadInput {
  id: string
  file: Blob
  fileName: string
}

/** What the entry keeps besides the Blob in its body. */
export interface UploadRecord {
  id: string
  fileName: string
  size: number
  type: string
}

interface UploadResult {
  file: string
  url: string
  mime: string
  size: number
  duration?: number
}

export const uploadFileWrite = defineWrite<UploadInput, UploadResult>({
  name: 'uploads.file',
  method: 'POST',
  path: '/upload_file',
  // Artists' audio and covers; anyone's profile picture.
  roles: ['artist', 'admin', 'tiktoker', 'brand'],
  body: (input) => ({ type: 'form', fields: [{ name: 'file', blob: input.file, fileName: input.fileName }] }),
  record: (input): UploadRecord => ({ id: input.id, fileName: input.fileName, size: input.file.size, type: input.file.type }),
  describe: (input) => `Upload of ${input.fileName}`,
  overlays: [
    {
      table: 'uploads',
      apply: (rows, input, entry) => {
        const rec = input as unknown as UploadRecord
        const blob = entry.body.type === 'form' ? entry.body.fields.find((f) => 'blob' in f) : undefined
        return upsertRow(rows, { id: rec.id, name: rec.fileName, size: rec.size, mime: rec.type, createdAt: entry.createdAt, blob: blob && 'blob' in blob ? blob.blob : undefined }, entry)
      },
    },
  ],
  confirm: {
    tables: ['uploads'],
    apply: async (db, result, input, entry) => {
      const rec = input as unknown as UploadRecord
      const row: UploadRow = { id: rec.id, name: rec.fileName, file: result.file, url: result.url, mime: result.mime, size: result.size, createdAt: entry.createdAt }
      if (result.duration !== undefined) row.duration = result.duration
      await db.uploads.put(row)
    },
  },
  // A queued sound needs the file name its upload got, even after a sign-out in between.
  referenced: true,
})
