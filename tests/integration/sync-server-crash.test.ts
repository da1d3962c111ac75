import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq, like } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '../../server/db/client'
import { categories, uploads } from '../../server/db/schema/content'
import { idempotencyKeys } from '../../server/db/schema/platform'
import { processLock } from '../../src/lib/sync/lock'
import { enqueue } from '../../src/lib/sync/outbox'
import { createCategoryWrite } from '../../src/features/admin/writes'
import { uploadFileWrite } from '../../src/lib/sync/portal/uploads'
import { signIn, testDB } from '../../src/lib/sync/test-support'
import { startFaultProxy } from './fault-proxy'
import { drain, wavBlob } from './sync-harness'
import { startServerProcess, type ServerProcess } from './server-process'

// The real server process is killed (SIGKILL) while a queued upload is in flight at it: its
// idempotency key is left 'processing'. The restarted server releases it at start-up, so the
// queue moves at once — not after minutes of 409s — and every write is applied once.

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'))
let server: ServerProcess | undefined
afterAll(() => {
  server?.child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

async function signInAdmin(url: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', render: 'backend' },
    body: JSON.stringify({ email: 'admin@soundportal.test', password: 'Password123!' }),
  })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { accessToken: string; userData: { id: string } }
  return { token: body.accessToken, userId: body.userData.id }
}

/** An upload whose body stops halfway: the server has claimed its key and is reading the file. */
function halfSentUpload(url: string, token: string, key: string, file: Buffer) {
  const boundary = `----crash${randomUUID()}`
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="crash.wav"\r\nContent-Type: audio/wav\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const req = request(`${url}/api/upload_file`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + file.length + tail.length,
      'x-access-token': token,
      'idempotency-key': key,
      render: 'backend',
    },
  })
  req.on('error', () => undefined)
  req.write(Buffer.concat([head, file.subarray(0, file.length >> 1)]))
  return req
}

/** What the server says about a key (409 while a request holds it). */
const lookup = (url: string, token: string, key: string) => fetch(`${url}/api/idempotency/${key}`, { headers: { 'x-access-token': token, render: 'backend' } }).then((r) => r.status)

async function until(what: string, check: () => Promise<boolean>) {
  for (let i = 0; i < 600; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`Never happened: ${what}`)
}

describe('the server killed with a write in flight', () => {
  it('after a restart the queue moves at once, each write applied once; SIGTERM then drains and exits cleanly', async () => {
    server = await startServerProcess(dataDir)
    const proxy = await startFaultProxy(server.url)
    const admin = await signInAdmin(server.url)
    const db = await testDB()
    await signIn(db, { userId: admin.userId, accessToken: admin.token, role: 'admin' })
    const wav = wavBlob(400)
    const key = randomUUID()
    await enqueue(db, uploadFileWrite, { id: randomUUID(), file: wav, fileName: 'crash.wav' }, { userId: admin.userId, online: false, idempotencyKey: key })
    const name = `After the crash ${randomUUID().slice(0, 8)}`
    await enqueue(db, createCategoryWrite, { id: randomUUID(), name }, { userId: admin.userId, online: false })

    // The device's first attempt is at the server when it dies.
    const inFlight = halfSentUpload(server.url, admin.token, key, Buffer.from(await wav.arrayBuffer()))
    await until('the upload holds its key', async () => (await lookup(server!.url, admin.token, key)) === 409)
    server.child.kill('SIGKILL')
    await server.exited
    inFlight.destroy()

    server = await startServerProcess(dataDir)
    proxy.retarget(server.url)
    const started = Date.now()
    const stats = await drain({ db, fetch: globalThis.fetch, baseUrl: `${proxy.url}/api`, now: Date.now, lock: processLock, timeoutMs: 10_000, backoff: { baseMs: 60_000, capMs: 300_000 } })
    const seconds = (Date.now() - started) / 1000
    console.log(`queue drained ${seconds.toFixed(1)} s after the restarted server listened`)
    // Sent once each and accepted at once: no "still being processed" 409 left over from the crash.
    expect(stats).toMatchObject({ confirmed: 2, retried: 0, rejected: 0 })
    expect(proxy.log.filter((l) => l.key === key).map((l) => l.status)).toEqual([201])
    expect(await db.outbox.count()).toBe(0)

    // A graceful stop lets a request in flight finish before the database closes.
    const slowKey = randomUUID()
    const slowFile = Buffer.from(await wavBlob(200).arrayBuffer())
    const slow = halfSentUpload(server.url, admin.token, slowKey, slowFile)
    const answered = new Promise<number>((resolve) => slow.on('response', (res) => resolve(res.statusCode ?? 0)))
    await until('the slow upload holds its key', async () => (await lookup(server!.url, admin.token, slowKey)) === 409)
    server.child.kill('SIGTERM')
    slow.end(Buffer.concat([slowFile.subarray(slowFile.length >> 1), Buffer.from(slow.getHeader('content-type')!.toString().replace(/^.*boundary=/, '\r\n--') + '--\r\n')]))
    expect(await answered).toBe(201)
    await proxy.close()

    expect(await server.exited).toBe(0)
    server = undefined
    const database = await openPglite(dataDir)
    try {
      const [files] = await database.db.select({ n: count() }).from(uploads).where(eq(uploads.ownerId, admin.userId))
      const cats = await database.db.select().from(categories).where(like(categories.name, 'After the crash %'))
      const keys = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
      expect(cats.map((c) => c.name)).toEqual([name])
      expect(keys.map((k) => [k.state, k.statusCode])).toEqual([['done', 201]])
      // The crashed attempt stored nothing; the replay stored one file; the slow one finished too.
      expect(files?.n).toBe(2)
    } finally {
      await database.close()
    }
    // Two server starts on the embedded database: minutes on a loaded machine.
  }, 300_000)
})
