import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export interface StoredFile {
  /** The bytes asked for (the whole file, or the range). */
  body: ReadableStream<Uint8Array>
  /** The size of the whole file. */
  size: number
}

/** Inclusive byte range, as in HTTP. */
export interface ByteRange {
  start: number
  end: number
}

/** What is known of a file before it is stored. */
export interface PutInfo {
  size: number
  contentType: string
}

/**
 * Where uploaded bytes live: the local folder by default, or an S3-compatible bucket
 * (server/lib/s3-storage.ts). Names are already unique and safe as object keys.
 */
export interface FileStorage {
  /** Where an upload waits while it is checked, before `put`. */
  readonly tempDir: string
  put(name: string, body: Readable, info: PutInfo): Promise<void>
  get(name: string, range?: ByteRange): Promise<StoredFile | null>
  /** The stored size, or null when the store does not hold the file. */
  size(name: string): Promise<number | null>
  delete(name: string): Promise<void>
  /** At start: throws a one-line ConfigError when the store cannot be used. */
  check?(): Promise<void>
}

/** Where an upload waits for its checks when the store keeps nothing on the local disk (a bucket). */
export const SYSTEM_TEMP_UPLOADS = path.join(tmpdir(), 'sound-portal-uploads')

/** Names produced by the upload route; anything else is refused before touching the disk. */
export const STORED_NAME = /^[0-9a-f]{32}\.(mp3|m4a|aac|wav|ogg|png|jpg|webp)$/

export function localFileStorage(dir: string, tempDir = path.join(dir, '..', 'tmp')): FileStorage {
  const fileFor = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`Refusing a stored file name outside the pattern: ${name}`)
    return path.join(dir, name)
  }
  return {
    tempDir,
    async put(name, body) {
      const target = fileFor(name)
      await mkdir(dir, { recursive: true })
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temp = path.join(dir, `.${randomUUID()}.part`)
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx', mode: 0o644 }))
        await rename(temp, target)
      } catch (err) {
        await rm(temp, { force: true })
        throw err
      }
    },
    async get(name, range) {
      const file = fileFor(name)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return null
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {})
      return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size: info.size }
    },
    async size(name) {
      const info = await stat(fileFor(name)).catch(() => null)
      return info?.isFile() ? info.size : null
    },
    async delete(name) {
      await rm(fileFor(name), { force: true })
    },
  }
}
