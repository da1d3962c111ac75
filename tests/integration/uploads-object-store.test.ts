import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../server/env'
import { createStorage } from '../../server/lib/services'
import type { TestUser } from '../../server/test/accounts'
import { fundedArtist, makeCategory } from '../../server/test/market'
import { wav } from '../../server/test/media'
import { startObjectStore, type ObjectStore } from '../../server/test/object-store'
import { createTestApp, type TestApp } from '../../server/test/test-app'
import { startPostgres, type PostgresServer } from './postgres'
import { startServerProcess, type ServerProcess } from './server-process'

// Two real server processes (server/index.ts) on one PostgreSQL and one S3-compatible bucket
// (s3rver on loopback): a file uploaded through one is served and used through the other, and
// neither keeps uploaded bytes in its own data folder.

let pg: PostgresServer
let store: ObjectStore
let t: TestApp
const dirs: string[] = []
let a: ServerProcess
let b: ServerProcess
/** The AWS SDK's notice on Node 20 (its releases after January 2027 need Node 22), silenced as the README says. */
const QUIET_SDK = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' }
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-s3proc-'))
  dirs.push(dir)
  return dir
}

beforeAll(async () => {
  store = await startObjectStore()
  pg = await startPostgres()
  t = await createTestApp(store.env, { adminUrl: pg.adminUrl })
  const shared = { DATABASE_URL: t.databaseUrl!, JWT_SECRET: t.env.JWT_SECRET!, ...store.env, ...QUIET_SDK }
  a = await startServerProcess(tempDir(), shared)
  b = await startServerProcess(tempDir(), shared)
}, 240_000)

afterAll(async () => {
  for (const p of [a, b]) {
    if (!p) continue
    p.child.kill('SIGTERM')
    await p.exited
  }
  await t?.close()
  pg?.stop()
  await store?.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}, 120_000)

const headers = (user: TestUser) => ({ 'x-access-token': user.token, render: 'backend' })

async function upload(server: ServerProcess, user: TestUser, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type: 'audio/wav' }), 'groove.wav')
  const res = await fetch(`${server.url}/api/upload_file`, { method: 'POST', headers: headers(user), body: form })
  const json = (await res.json()) as { file: string }
  expect(res.status, JSON.stringify(json)).toBe(201)
  return json.file
}

async function createSound(server: ServerProcess, artist: TestUser, audio: string) {
  const category = await makeCategory(t)
  return fetch(`${server.url}/api/artist/create-sound`, {
    method: 'POST',
    headers: { ...headers(artist), 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Two machines', category_id: category.id, audio, pay_per_use: 10_000, slots: 3 }),
  })
}

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)))

describe('uploads on an S3-compatible bucket, across two server processes', () => {
  it('a file uploaded through one process is served (whole and in ranges) and used in create-sound through the other', async () => {
    const artist = await fundedArtist(t, 100_000)
    const bytes = wav(0.5)
    const file = await upload(a, artist, bytes)

    const whole = await fetch(`${b.url}/uploads/${file}`)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('audio/wav')
    expect(whole.headers.get('content-length')).toBe(String(bytes.length))
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('etag')).toBe(`"${file}"`)
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)

    for (const [range, start, end] of [
      ['bytes=10-109', 10, 109],
      ['bytes=0-0', 0, 0],
      [`bytes=-100`, bytes.length - 100, bytes.length - 1],
    ] as const) {
      const part = await fetch(`${b.url}/api/uploads/${file}`, { headers: { range } })
      expect(part.status, range).toBe(206)
      expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${bytes.length}`)
      expect(part.headers.get('content-length')).toBe(String(end - start + 1))
      expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(bytes.subarray(start, end + 1)))).toBe(true)
    }
    const outside = await fetch(`${b.url}/uploads/${file}`, { headers: { range: `bytes=${bytes.length}-` } })
    expect(outside.status).toBe(416)
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`)

    const created = await createSound(b, artist, file)
    const json = (await created.json()) as { sound: { audio_file?: string } }
    expect(created.status, JSON.stringify(json)).toBe(201)

    // The bytes live in the bucket, and in neither process's data folder.
    expect(await createStorage(parseEnv(store.env)).size(file)).toBe(bytes.length)
    for (const dir of dirs) expect(filesUnder(dir)).toEqual([])
  })

  it('create-sound refuses a file whose bytes the bucket no longer holds, and serving it is a 404', async () => {
    const artist = await fundedArtist(t, 100_000)
    const file = await upload(a, artist, wav(0.2))
    await createStorage(parseEnv(store.env)).delete(file)

    const refused = await createSound(b, artist, file)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ message: 'audio: the uploaded file is missing from the file store; upload it again' })
    expect((await fetch(`${b.url}/uploads/${file}`)).status).toBe(404)
  })
})

describe('a bucket that cannot be used stops the start', () => {
  it('a missing bucket: exit code 1 and one clear line, nothing written to the data folder', async () => {
    const dataDir = tempDir()
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, ...QUIET_SDK, ...store.env, S3_BUCKET: 'missing-bucket', DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(out.split('\n').filter((l) => l.trim())).toEqual([`Cannot use the object storage bucket "missing-bucket" at ${store.env.S3_ENDPOINT}: the bucket does not exist`])
    expect(filesUnder(dataDir)).toEqual([])
  }, 120_000)
})
