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

/** The server's answer, kept in the uploads table (see `keep`). */
interface UploadResult {
  file: string
  url: string
  mime: string
  size: number
  duration?: number
}

export const uploadFileWrite = defineWrite<UploadInput, UploadResult, UploadRecord>({
  name: 'uploads.file',
  method: 'POST',
  path: '/upload_file',
  // Artists' audio and covers; anyone's profile picture.
  roles: ['artist', 'admin', 'tiktoker', 'brand'],
  body: (input) => ({ type: 'form', fields: [{ name: 'file', blob: input.file, fileName: input.fileName }] }),
  record: (input): UploadRecord => ({ id: input.id, fileName: input.fileName, size: input.file.size, type: input.file.type }),
  describe: (input) => `Upload of ${input.fileName}`,
  change: {
    uploads: (rows, input, entry) => {
      const blob = entry.body.type === 'form' ? entry.body.fields.find((f) => 'blob' in f) : undefined
      const row = { id: input.id, name: input.fileName, size: input.size, mime: input.type, createdAt: entry.createdAt }
      return upsertRow(rows, { ...row, blob: blob && 'blob' in blob ? blob.blob : undefined }, entry)
    },
  },
  // A queued sound or profile names the file its upload got, even after a sign-out in between.
  keep: { table: 'uploads', row: (input, createdAt) => ({ id: input.id, name: input.fileName, createdAt }) },
})
