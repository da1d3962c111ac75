import { badRequest, tooLarge } from './errors'

export interface PartInfo {
  filename: string | null
  contentType: string | null
}

const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')
const MAX_HEADER_BYTES = 16 * 1024

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  return m ? (m[1] ?? m[2] ?? null) : null
}

function parseHeaders(raw: string) {
  // PostgreSQL text cannot hold NUL, and no honest client sends one in a part's headers.
  if (raw.includes('\u0000')) throw badRequest('A file name or form field contains a NUL character')
  const disposition = /^content-disposition:(.*)$/im.exec(raw)?.[1] ?? ''
  return {
    name: /(?:^|;)\s*name="([^"]*)"/i.exec(disposition)?.[1] ?? null,
    filename: /(?:^|;)\s*filename="([^"]*)"/i.exec(disposition)?.[1] ?? null,
    contentType: /^content-type:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? null,
  }
}

/**
 * Streams a multipart/form-data body and hands the bytes of the first part named `field` to
 * `onChunk` as they arrive, without buffering the file: only a boundary's length of data is held
 * back. Other parts are skipped. Stops reading with 413 once more than `maxBytes` arrive in total.
 * Returns the part's file name and declared type, or null when there is no such part.
 */
export async function readMultipartField(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  field: string,
  maxBytes: number,
  onChunk: (chunk: Buffer) => Promise<void>,
): Promise<PartInfo | null> {
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  // A CRLF in front makes the first boundary look like every later one.
  let buf: Buffer = Buffer.from(CRLF)
  let state: 'preamble' | 'boundary' | 'headers' | 'body' | 'done' = 'preamble'
  let current: (PartInfo & { target: boolean }) | null = null
  let found: PartInfo | null = null
  let total = 0

  const emit = async (data: Buffer) => {
    if (current?.target && data.length) await onChunk(data)
  }

  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.length
    if (total > maxBytes) throw tooLarge(`The upload is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`)
    buf = buf.length ? Buffer.concat([buf, chunk]) : Buffer.from(chunk)
    for (let progressed = true; progressed && state !== 'done'; ) {
      progressed = false
      if (state === 'preamble' || state === 'body') {
        const at = buf.indexOf(delimiter)
        if (at === -1) {
          const keep = Math.min(buf.length, delimiter.length - 1)
          if (state === 'body') await emit(buf.subarray(0, buf.length - keep))
          buf = buf.subarray(buf.length - keep)
          break
        }
        if (state === 'body') {
          await emit(buf.subarray(0, at))
          if (current?.target) found = { filename: current.filename, contentType: current.contentType }
          current = null
        }
        buf = buf.subarray(at + delimiter.length)
        state = 'boundary'
        progressed = true
      } else if (state === 'boundary') {
        if (buf.length < 2) break
        if (buf[0] === 0x2d && buf[1] === 0x2d) state = 'done'
        else if (buf[0] === 0x0d && buf[1] === 0x0a) {
          buf = buf.subarray(2)
          state = 'headers'
          progressed = true
        } else throw badRequest('The multipart body is malformed')
      } else if (state === 'headers') {
        const end = buf.indexOf(HEADER_END)
        if (end === -1) {
          if (buf.length > MAX_HEADER_BYTES) throw badRequest('The multipart part headers are too long')
          break
        }
        const headers = parseHeaders(buf.subarray(0, end).toString('utf8'))
        current = { filename: headers.filename, contentType: headers.contentType, target: headers.name === field && !found }
        buf = buf.subarray(end + HEADER_END.length)
        state = 'body'
        progressed = true
      }
    }
    if (state === 'done') break
  }
  if (state !== 'done' && !found) throw badRequest('The multipart body ended before the file was complete')
  return found
}
