import { readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploads } from '../../db/schema/content'
import { makeUser, rowCount, type TestUser } from '../../test/accounts'
import { PNG, wav } from '../../test/media'
import { createTestApp, type TestApp } from '../../test/test-app'

const LIMIT = 400_000
let t: TestApp
let artist: TestUser
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(LIMIT), PUBLIC_URL: 'https://files.example.test' })
  artist = await makeUser(t, 'artist')
})
afterAll(() => t.close())

function upload(file: Uint8Array<ArrayBuffer>, name: string, type: string, opts: { field?: string; headers?: Record<string, string> } = {}) {
  const form = new FormData()
  form.append(opts.field ?? 'file', new Blob([file], { type }), name)
  return t.app.request('/api/upload_file', { method: 'POST', body: form, headers: { 'x-access-token': artist.token, ...opts.headers } })
}

/** Files in the upload folder and its temp folder: both must stay empty after a refused upload. */
const filesOnDisk = () =>
  ['uploads', 'tmp'].flatMap((dir) => {
    try {
      return readdirSync(path.join(t.dataDir, dir))
    } catch {
      return []
    }
  })

describe('POST /api/upload_file', () => {
  it('stores audio by its bytes under a random name, with its duration, past the 256 KB JSON limit', async () => {
    const res = await upload(wav(36), 'My Song.mp3', 'audio/mpeg')
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body).toMatchObject({ mime: 'audio/wav', size: 44 + 288_000, duration: 36 })
    expect(body.file).toMatch(/^[0-9a-f]{32}\.wav$/)
    expect(body.url).toBe(`https://files.example.test/uploads/${body.file}`)
    expect(filesOnDisk()).toEqual([body.file])
  })

  it('stores an image without a duration', async () => {
    const body = await (await upload(PNG, 'cover.png', 'image/png')).json()
    expect(body).toMatchObject({ mime: 'image/png', size: PNG.length })
    expect(body.duration).toBeUndefined()
  })

  it.each([
    ['a script named .mp3', new TextEncoder().encode('<html><script>alert(1)</script></html>'.repeat(200)), 'song.mp3', 'audio/mpeg'],
    ['a Windows program named .wav', new Uint8Array([0x4d, 0x5a, ...new Array(5000).fill(0)]), 'song.wav', 'audio/wav'],
    ['a PDF named .png', new TextEncoder().encode('%PDF-1.4\n' + 'x'.repeat(5000)), 'cover.png', 'image/png'],
  ])('refuses %s with 415 and keeps nothing', async (_label, bytes, name, type) => {
    const before = await rowCount(t, uploads)
    const disk = filesOnDisk().length
    const res = await upload(bytes, name, type)
    expect(res.status).toBe(415)
    expect((await res.json()).message).toMatch(/not an allowed type/)
    expect(await rowCount(t, uploads)).toBe(before)
    expect(filesOnDisk()).toHaveLength(disk)
  })

  it('refuses a file over the limit while streaming (413) and keeps nothing', async () => {
    const before = await rowCount(t, uploads)
    const disk = filesOnDisk().length
    const res = await upload(wav(LIMIT / 8000 + 1), 'long.wav', 'audio/wav')
    expect(res.status).toBe(413)
    expect((await res.json()).message).toMatch(/larger than/)
    expect(await rowCount(t, uploads)).toBe(before)
    expect(filesOnDisk()).toHaveLength(disk)
  })

  it('refuses a declared size over the limit before reading the body', async () => {
    let pulled = false
    // highWaterMark 0: the stream is pulled only when someone reads it.
    const body = new ReadableStream(
      {
        pull(controller) {
          pulled = true
          controller.enqueue(new Uint8Array(1024))
        },
      },
      { highWaterMark: 0 },
    )
    const res = await t.app.request('/api/upload_file', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'x-access-token': artist.token, 'content-type': 'multipart/form-data; boundary=abc', 'content-length': String(LIMIT * 10) },
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(pulled).toBe(false)
  })

  it('answers a missing field, an empty file, and a non-multipart body clearly', async () => {
    const before = await rowCount(t, uploads)
    const wrongField = await upload(PNG, 'cover.png', 'image/png', { field: 'image' })
    expect(wrongField.status).toBe(400)
    expect((await wrongField.json()).message).toMatch(/field named "file"/)
    expect((await upload(new Uint8Array(0), 'empty.mp3', 'audio/mpeg')).status).toBe(400)
    const json = await t.app.request('/api/upload_file', {
      method: 'POST',
      body: JSON.stringify({ file: 'x' }),
      headers: { 'x-access-token': artist.token, 'content-type': 'application/json' },
    })
    expect(json.status).toBe(415)
    expect(await rowCount(t, uploads)).toBe(before)
  })

  it('needs a signed-in caller', async () => {
    const form = new FormData()
    form.append('file', new Blob([PNG]), 'x.png')
    expect((await t.app.request('/api/upload_file', { method: 'POST', body: form })).status).toBe(401)
  })
})

describe('GET /uploads/:file', () => {
  let name: string
  const audio = wav(1)
  beforeAll(async () => {
    name = (await (await upload(audio, 'a.wav', 'audio/wav')).json()).file
  })

  it('serves the whole file with safe, cacheable headers, at /uploads and /api/uploads', async () => {
    for (const prefix of ['/uploads', '/api/uploads']) {
      const res = await t.app.request(`${prefix}/${name}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('audio/wav')
      expect(res.headers.get('accept-ranges')).toBe('bytes')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-disposition')).toBe('inline')
      expect(res.headers.get('cache-control')).toContain('immutable')
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(audio)
    }
  })

  it('answers byte ranges with 206 and Content-Range, and an impossible range with 416', async () => {
    const first = await t.app.request(`/uploads/${name}`, { headers: { range: 'bytes=0-99' } })
    expect(first.status).toBe(206)
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${audio.length}`)
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(audio.slice(0, 100))
    const tail = await t.app.request(`/uploads/${name}`, { headers: { range: 'bytes=-10' } })
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(audio.slice(-10))
    const open = await t.app.request(`/uploads/${name}`, { headers: { range: `bytes=${audio.length - 4}-` } })
    expect(open.headers.get('content-length')).toBe('4')
    const beyond = await t.app.request(`/uploads/${name}`, { headers: { range: `bytes=${audio.length}-` } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${audio.length}`)
  })

  it.each([
    '/uploads/..%2f..%2fetc%2fpasswd',
    '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/uploads/..%2f..%2fpackage.json',
    '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/uploads/0123456789abcdef0123456789abcdef.exe',
    '/uploads/abc.mp3',
  ])('refuses %s with 400', async (p) => {
    const res = await t.app.request(p)
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(/not a valid file name/)
  })

  it('answers a well-formed unknown name with 404', async () => {
    expect((await t.app.request('/uploads/0123456789abcdef0123456789abcdef.mp3')).status).toBe(404)
  })
})
