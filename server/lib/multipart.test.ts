import { describe, expect, it } from 'vitest'
import { boundaryOf, readMultipartField } from './multipart'

/** A body delivered in chunks of `size` bytes, to put boundaries across chunk edges. */
function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(at, at + size))
      at += size
    },
  })
}

async function encode(form: FormData): Promise<{ bytes: Uint8Array; boundary: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form })
  return { bytes: new Uint8Array(await req.arrayBuffer()), boundary: boundaryOf(req.headers.get('content-type')!)! }
}

async function read(bytes: Uint8Array, boundary: string, chunk: number, max = 1e6) {
  const parts: Buffer[] = []
  const info = await readMultipartField(chunked(bytes, chunk), boundary, 'file', max, async (c) => void parts.push(Buffer.from(c)))
  return { info, data: Buffer.concat(parts) }
}

describe('readMultipartField', () => {
  const payload = new Uint8Array(3000).map((_, i) => (i * 7) % 256)

  it('extracts the file exactly, whatever the chunk size, skipping other fields', async () => {
    const form = new FormData()
    form.append('title', 'a\r\n--not-a-boundary')
    form.append('file', new Blob([payload], { type: 'audio/mpeg' }), 'song.mp3')
    form.append('after', 'x')
    const { bytes, boundary } = await encode(form)
    for (const size of [1, 2, 7, 64, 1000, bytes.length]) {
      const { info, data } = await read(bytes, boundary, size)
      expect(info, `chunk ${size}`).toEqual({ filename: 'song.mp3', contentType: 'audio/mpeg' })
      expect(new Uint8Array(data), `chunk ${size}`).toEqual(payload)
    }
  })

  it('returns null without the field, and rejects a truncated body and an oversized one', async () => {
    const form = new FormData()
    form.append('other', new Blob([payload]), 'x.bin')
    const { bytes, boundary } = await encode(form)
    expect((await read(bytes, boundary, 100)).info).toBeNull()

    const withFile = new FormData()
    withFile.append('file', new Blob([payload]), 'x.bin')
    const full = await encode(withFile)
    await expect(read(full.bytes.slice(0, 2000), full.boundary, 100)).rejects.toMatchObject({ status: 400 })
    await expect(read(full.bytes, full.boundary, 100, 1000)).rejects.toMatchObject({ status: 413 })
  })

  it('reads the boundary from a Content-Type, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc123')).toBe('abc123')
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b')
    expect(boundaryOf('multipart/form-data')).toBeNull()
  })
})
