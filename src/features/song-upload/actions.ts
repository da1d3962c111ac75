import { uploadFileWrite } from '@/lib/sync/portal/uploads'
import { queueWrite } from '@/lib/sync/queue-write'
import { uuidV4 } from '@/lib/sync/uuid'

export type UploadResult = { ok: true; id: string } | { ok: false; message: string }

/** The server's default limit (UPLOAD_MAX_BYTES); it checks again and answers 413 beyond its own. */
const MAX_BYTES = 50 * 1024 * 1024
const AUDIO_EXTENSIONS = /\.(mp3|m4a|aac|wav|ogg|oga)$/i

/**
 * Queues an audio file for upload. The file is kept in the outbox as a Blob, so a file picked
 * offline goes out when the connection returns, with its progress shown; `id` names it until then.
 */
export async function queueAudioUpload(file: File): Promise<UploadResult> {
  if (!file.type.startsWith('audio/') && !AUDIO_EXTENSIONS.test(file.name)) return { ok: false, message: 'Choose an audio file (mp3, m4a, wav or ogg).' }
  if (file.size > MAX_BYTES) return { ok: false, message: 'The file is larger than 50 MB.' }
  if (file.size === 0) return { ok: false, message: 'The file is empty.' }
  const id = uuidV4()
  try {
    await queueWrite(uploadFileWrite, { id, file, fileName: file.name })
    return { ok: true, id }
  } catch (err) {
    const quota = err instanceof Error && /quota/i.test(`${err.name} ${err.message}`)
    return { ok: false, message: quota ? 'This device is out of storage space for the file; free some space and try again.' : String(err) }
  }
}
