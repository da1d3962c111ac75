import type { OutboxBody } from '../../db/sync-schema'

export interface SendRequest {
  url: string
  method: string
  headers: Record<string, string>
  body?: BodyInit
  /** Bytes of the body, for progress and the upload timeout. */
  size: number
  timeoutMs: number
}

/** An answer, read in full: the engine never holds a stream across a Dexie transaction. */
export interface SendResult {
  status: number
  header: (name: string) => string | null
  text: string
}

export type OnProgress = (loaded: number, total: number) => void

/** Sends one request; throws TransportError when no answer arrives (offline, dropped, timed out). */
export type Transport = (request: SendRequest, onProgress?: OnProgress) => Promise<SendResult>

export class TransportError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message)
    this.name = 'TransportError'
  }
}

/** fetch with a timeout that also covers reading the answer. */
export function fetchTransport(fetchFn: typeof fetch): Transport {
  return async (req, onProgress) => {
    const signal = AbortSignal.timeout(req.timeoutMs)
    try {
      const res = await fetchFn(req.url, { method: req.method, headers: req.headers, body: req.body, credentials: 'include', signal })
      const text = await res.text()
      // fetch reports no upload progress: the whole body is known to have gone once the answer is in.
      if (req.size > 0) onProgress?.(req.size, req.size)
      return { status: res.status, header: (name) => res.headers.get(name), text }
    } catch (err) {
      if (signal.aborted) throw new TransportError('The server took too long to answer', true)
      throw new TransportError(err instanceof Error ? err.message : 'No connection to the server', false)
    }
  }
}

export interface EncodedBody {
  body?: BodyInit
  contentType?: string
  size: number
}

/** The wire form of an outbox body; multipart boundaries are left to the transport. */
export function encodeBody(body: OutboxBody): EncodedBody {
  switch (body.type) {
    case 'none':
      return { size: 0 }
    case 'json': {
      const text = JSON.stringify(body.value)
      return { body: text, contentType: 'application/json', size: text.length }
    }
    case 'form': {
      const form = new FormData()
      let size = 0
      for (const field of body.fields) {
        if ('blob' in field) {
          form.append(field.name, field.blob, field.fileName)
          size += field.blob.size
        } else {
          form.append(field.name, field.value)
          size += field.value.length
        }
      }
      return { body: form, size }
    }
    case 'raw':
      return { body: body.blob, contentType: body.contentType ?? undefined, size: body.blob.size }
  }
}
