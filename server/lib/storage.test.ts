import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../env'
import { startObjectStore, type ObjectStore } from '../test/object-store'
import { createStorage } from './services'
import type { FileStorage } from './storage'

/** The same contract for every store: the local folder and an S3-compatible bucket (s3rver on loopback). */
const name = (ext = 'mp3') => `${randomBytes(16).toString('hex')}.${ext}`
const bytes = (n: number) => randomBytes(n)
const read = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer())
const put = (store: FileStorage, file: string, data: Buffer) => store.put(file, Readable.from([data]), { size: data.length, contentType: 'audio/mpeg' })

let objectStore: ObjectStore
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-storage-'))
beforeAll(async () => {
  objectStore = await startObjectStore()
})
afterAll(async () => {
  await objectStore.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const stores: Array<[string, () => FileStorage]> = [
  ['local folder', () => createStorage(parseEnv({ DATA_DIR: dataDir }))],
  ['S3-compatible bucket', () => createStorage(parseEnv({ DATA_DIR: dataDir, ...objectStore.env }))],
]

describe.each(stores)('file store contract: %s', (_label, open) => {
  it('gives back what was put, whole, with its size', async () => {
    const store = open()
    const file = name()
    const data = bytes(200_000)
    await put(store, file, data)
    const got = await store.get(file)
    expect(got?.size).toBe(data.length)
    expect((await read(got!.body)).equals(data)).toBe(true)
    expect(await store.size(file)).toBe(data.length)
  })

  it('gives back an inclusive byte range, with the size of the whole file', async () => {
    const store = open()
    const file = name()
    const data = bytes(10_000)
    await put(store, file, data)
    for (const [start, end] of [
      [0, 0],
      [100, 4_099],
      [9_000, 9_999],
    ] as const) {
      const got = await store.get(file, { start, end })
      expect(got?.size).toBe(10_000)
      expect((await read(got!.body)).equals(data.subarray(start, end + 1))).toBe(true)
    }
  })

  it('answers null for a file it does not hold, and forgets a deleted one', async () => {
    const store = open()
    const file = name('png')
    expect(await store.get(file)).toBeNull()
    expect(await store.get(file, { start: 0, end: 9 })).toBeNull()
    expect(await store.size(file)).toBeNull()
    await put(store, file, bytes(64))
    await store.delete(file)
    expect(await store.get(file)).toBeNull()
    expect(await store.size(file)).toBeNull()
    await store.delete(file)
  })

  it('refuses names outside the stored-name pattern before touching the store', async () => {
    const store = open()
    for (const bad of ['../etc/passwd', 'a.mp3', `${'a'.repeat(32)}.exe`, `${'0'.repeat(32)}.mp3/../x`]) {
      await expect(store.get(bad)).rejects.toThrow(/outside the pattern/)
      await expect(store.size(bad)).rejects.toThrow(/outside the pattern/)
      await expect(put(store, bad, bytes(4))).rejects.toThrow(/outside the pattern/)
    }
  })

  it('keeps nothing of a body that fails half way', async () => {
    const store = open()
    const file = name()
    const failing = Readable.from(
      (async function* () {
        yield bytes(1_000)
        throw new Error('the client went away')
      })(),
    )
    await expect(store.put(file, failing, { size: 2_000, contentType: 'audio/mpeg' })).rejects.toThrow()
    expect(await store.size(file)).toBeNull()
  })
})

/** A port that was free a moment ago and is closed again: nothing listens there. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

describe('an S3-compatible store that goes away while serving', () => {
  it('is a 503 that says to try again, for reads, checks, writes and deletes', async () => {
    const store = createStorage(parseEnv({ ...objectStore.env, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` }))
    const file = name()
    const down = { status: 503, code: 'storage_unavailable', message: 'The file store cannot be reached right now; try again shortly' }
    await expect(store.get(file, { start: 0, end: 9 })).rejects.toMatchObject(down)
    await expect(store.size(file)).rejects.toMatchObject(down)
    await expect(put(store, file, bytes(16))).rejects.toMatchObject(down)
    await expect(store.delete(file)).rejects.toMatchObject(down)
  })
})

describe('an S3-compatible store that cannot be used is one clear line at start', () => {
  it('a bucket that does not exist', async () => {
    const store = createStorage(parseEnv({ ...objectStore.env, S3_BUCKET: 'no-such-bucket' }))
    await expect(store.check!()).rejects.toThrow(ConfigError)
    await expect(store.check!()).rejects.toThrow(`Cannot use the object storage bucket "no-such-bucket" at ${objectStore.env.S3_ENDPOINT}: the bucket does not exist`)
  })

  it('an endpoint nothing answers at', async () => {
    const port = await closedPort()
    const store = createStorage(parseEnv({ ...objectStore.env, S3_ENDPOINT: `http://127.0.0.1:${port}` }))
    await expect(store.check!()).rejects.toThrow(`Cannot use the object storage bucket "portal-uploads" at http://127.0.0.1:${port}: cannot reach it (ECONNREFUSED)`)
  })

  it('credentials the store does not know', async () => {
    const store = createStorage(parseEnv({ ...objectStore.env, S3_ACCESS_KEY_ID: 'SOMEONE', S3_SECRET_ACCESS_KEY: 'ELSE' }))
    await expect(store.check!()).rejects.toThrow(/^Cannot use the object storage bucket "portal-uploads" at .*: access denied \(check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\)$/)
  })

  it('the settings are checked together', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('Invalid configuration: S3_BUCKET is required when S3_ENDPOINT is set')
    expect(() => parseEnv({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY and S3_ACCESS_KEY_ID are set together/)
    expect(() => parseEnv({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET must be a bucket name/)
    expect(parseEnv({ S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true)
  })
})
