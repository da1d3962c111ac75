import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { ConfigError } from '../env'
import { HttpError } from './errors'
import { STORED_NAME, SYSTEM_TEMP_UPLOADS, type ByteRange, type FileStorage } from './storage'

export interface S3Settings {
  bucket: string
  /** Unset: AWS itself, found from the region. */
  endpoint?: string
  region: string
  /** Unset: the SDK's usual credential sources (environment, instance role, ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** Bucket in the path rather than the host name (MinIO and most self-hosted stores). */
  forcePathStyle: boolean
}

/** Where the settings point, for messages: never the credentials. */
const describe = (s: S3Settings) => `bucket "${s.bucket}"${s.endpoint ? ` at ${s.endpoint}` : ` in ${s.region}`}`

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined)
const isMissing = (err: unknown) => statusOf(err) === 404 || (err instanceof S3ServiceException && ['NoSuchKey', 'NotFound'].includes(err.name))

/** "bytes 0-9/1234" → the range sent and the whole size. */
function parseContentRange(header: string | undefined): { start: number; end: number; size: number } | null {
  const m = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null
  return m ? { start: Number(m[1]), end: Number(m[2]), size: Number(m[3]) } : null
}

/**
 * Bytes start..end out of a stream that begins at byte `offset` of the file: for a store that
 * answers a Range request with more than was asked (the whole object, which HTTP allows, or a
 * wider range, as some S3 look-alikes do for some ranges).
 */
function slice(body: ReadableStream<Uint8Array>, range: ByteRange, from: number): ReadableStream<Uint8Array> {
  let offset = from
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const from = Math.max(range.start - offset, 0)
        const to = Math.min(range.end + 1 - offset, chunk.length)
        offset += chunk.length
        if (to > from) controller.enqueue(chunk.subarray(from, to))
        if (offset > range.end) controller.terminate()
      },
    }),
  )
}

/**
 * A store that fails while serving (down, refusing, timing out) is a 503 for the caller, with the
 * cause in the server's log: a request must not look like the caller's mistake or a bug.
 */
function unavailable(op: string, name: string, err: unknown): HttpError {
  const cause = err instanceof S3ServiceException ? `${err.name} (${err.$metadata.httpStatusCode ?? 'no status'})` : ((err as NodeJS.ErrnoException).code ?? (err as Error).message)
  console.error(`[storage] ${op} ${name} failed: ${cause}`)
  return new HttpError(503, 'The file store cannot be reached right now; try again shortly', 'storage_unavailable')
}

function keyFor(name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`Refusing a stored file name outside the pattern: ${name}`)
  return name
}

/**
 * Uploads in an S3-compatible bucket, one object per stored name. Nothing touches the local data
 * folder: an upload waits for its checks in the system's temporary directory, then goes up in one
 * PutObject; reads use GetObject with the request's byte range.
 */
export function s3FileStorage(settings: S3Settings): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // A store that does not answer fails within seconds rather than hanging a start or a request.
    requestHandler: { connectionTimeout: 5_000 },
    // Checksums only where S3 requires them: stores other than AWS do not all understand the
    // newer streaming checksums (aws-chunked uploads).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  return {
    client,
    tempDir: SYSTEM_TEMP_UPLOADS,
    async put(name, body, info) {
      const Key = keyFor(name)
      // A body that fails part way (a read error) abandons the request: S3 stores an object whole or not at all.
      const abort = new AbortController()
      const onError = (err: Error) => abort.abort(err)
      body.once('error', onError)
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: info.size, ContentType: info.contentType }), {
          abortSignal: abort.signal,
        })
      } catch (err) {
        throw abort.signal.aborted ? (abort.signal.reason as Error) : unavailable('put', name, err)
      } finally {
        body.off('error', onError)
      }
    },
    async get(name, range) {
      const Key = keyFor(name)
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        )
        if (!out.Body) return null
        const body = out.Body.transformToWebStream() as ReadableStream<Uint8Array>
        if (!range) {
          if (out.ContentLength === undefined) throw new Error(`The object storage answered ${name} without its size`)
          return { body, size: out.ContentLength }
        }
        const sent = parseContentRange(out.ContentRange) ?? (out.ContentLength === undefined ? null : { start: 0, end: out.ContentLength - 1, size: out.ContentLength })
        if (!sent || sent.start > range.start || sent.end < range.end) throw new Error(`The object storage answered ${name} without the range asked for`)
        const exact = sent.start === range.start && sent.end === range.end
        return { body: exact ? body : slice(body, range, sent.start), size: sent.size }
      } catch (err) {
        if (isMissing(err)) return null
        throw unavailable('get', name, err)
      }
    },
    async size(name) {
      const Key = keyFor(name)
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key }))
        return out.ContentLength ?? null
      } catch (err) {
        if (isMissing(err)) return null
        throw unavailable('head', name, err)
      }
    },
    async delete(name) {
      const Key = keyFor(name)
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch((err: unknown) => {
        throw unavailable('delete', name, err)
      })
    },
    /** At start: the bucket must exist and answer to these credentials, or the server does not start. */
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }))
      } catch (err) {
        const status = statusOf(err)
        const why =
          status === 404
            ? 'the bucket does not exist'
            : status === 403 || status === 401
              ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
              : status
                ? `the store answered ${status}`
                : `cannot reach it (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`
        throw new ConfigError(`Cannot use the object storage ${describe(settings)}: ${why}`)
      }
    },
  }
}
