import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppDB } from '../../db/db'
import { claimNotices } from './notices'
import { discardEntry, enqueue, retryEntry } from './outbox'
import { createRegistry, defineWrite } from './registry'
import { processLock } from './lock'
import { replayOutbox, type ReplayDeps } from './replay'
import { readSessionRow } from './session-row'
import { manualClock, signIn, testDB } from './test-support'

type Handler = (req: { method: string; path: string; key: string; token: string; body: unknown }) => Response | Promise<Response>

/** A fake server: records every request and answers with `handler`. */
function fakeServer(handler: Handler) {
  const calls: Array<{ path: string; key: string; token: string; body: unknown }> = []
  const fetchFn = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>
    const req = { method: init.method ?? 'GET', path: new URL(url).pathname.replace(/^\/api/, ''), key: headers['idempotency-key']!, token: headers['x-access-token']!, body: JSON.parse(String(init.body ?? 'null')) }
    calls.push(req)
    return handler(req)
  }) as unknown as typeof fetch
  return { calls, fetchFn }
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
const ok: Handler = (req) => json(200, { category: { ...(req.body as object), createdAt: 'c', updatedAt: 'u' } })

let db: AppDB
afterEach(() => db?.close())

// Writes whose answer the engine keeps in a mirror table and which wait for no list: each entry
// leaves the outbox as soon as it is confirmed.
type CategoryInput = { id: string; name: string }
const keepCategory = { table: 'categories' as const, row: () => ({}), from: 'category' as const }
const createCategoryWrite = defineWrite<CategoryInput, { category: CategoryInput }>({
  name: 'test.createCategory',
  method: 'POST',
  path: '/category/create',
  describe: (input) => `New category "${input.name}"`,
  keep: keepCategory,
})
const updateCategoryWrite = defineWrite<CategoryInput, { category: CategoryInput }>({ ...createCategoryWrite, name: 'test.updateCategory', path: '/category/update', describe: (i) => `Renaming to "${i.name}"` })

function deps(fetchFn: typeof fetch, clock = manualClock(), extra: Partial<ReplayDeps> = {}): ReplayDeps {
  return { db, fetch: fetchFn, baseUrl: 'http://portal.test/api', now: clock.now, lock: processLock, random: () => 0.5, backoff: { baseMs: 1000, capMs: 60_000 }, ...extra }
}

const A = { userId: '00000000-0000-4000-8000-00000000000a', accessToken: 'token-a', role: 'admin' }
const B = { userId: '00000000-0000-4000-8000-00000000000b', accessToken: 'token-b', role: 'admin' }
const cat = (n: number) => ({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `Cat ${n}` })

describe('replayOutbox', () => {
  it('works out a body at send time from what an earlier write confirmed, or rejects it when it cannot', async () => {
    db = await testDB(A)
    // The server is asked about each write that cannot be sent: it applied one (its answer was
    // lost), it never saw the other.
    let applied = ''
    const server = fakeServer((req) => {
      if (!req.path.startsWith('/idempotency/')) return ok(req)
      return req.path.endsWith(applied) ? json(200, { done: true }, { 'idempotent-replayed': 'true' }) : json(404, { message: 'unknown', code: 'idempotency_unknown' })
    })
    const registry = createRegistry()
    registry.addWrite(createCategoryWrite)
    // A write naming an earlier category by id; the body carries the name that category got.
    const linked = defineWrite<{ categoryId: string }>({
      name: 'test.linked',
      method: 'POST',
      path: '/linked',
      describe: () => 'Linked write',
      body: () => ({ type: 'json', value: {} }),
      refs: (input) => [{ table: 'categories', id: input.categoryId, field: 'name', into: 'categoryName', missing: 'Its category was never created.' }],
    })
    registry.addWrite(linked)
    await enqueue(db, createCategoryWrite, cat(1), { userId: A.userId })
    await enqueue(db, linked, { categoryId: cat(1).id }, { userId: A.userId })
    applied = (await enqueue(db, linked, { categoryId: cat(7).id }, { userId: A.userId })).idempotencyKey
    const never = await enqueue(db, linked, { categoryId: cat(9).id }, { userId: A.userId })
    const result = await replayOutbox(deps(server.fetchFn, manualClock(), { registry }))
    expect(result).toMatchObject({ confirmed: 3, rejected: 1 })
    expect(server.calls.map((c) => [c.path, c.body])).toEqual([
      ['/category/create', cat(1)],
      ['/linked', { categoryName: 'Cat 1' }],
      [`/idempotency/${applied}`, null],
      [`/idempotency/${never.idempotencyKey}`, null],
    ])
    const rejected = await db.outbox.toArray()
    expect(rejected).toHaveLength(1)
    expect(rejected[0]).toMatchObject({ status: 'rejected', error: { message: 'Its category was never created.' } })
  })

  it('sends in order with the maker’s token and key, confirming each into the mirror', async () => {
    db = await testDB(A)
    const server = fakeServer(ok)
    const queued = []
    for (let n = 1; n <= 3; n++) queued.push(await enqueue(db, createCategoryWrite, cat(n), { userId: A.userId }))
    queued.push(await enqueue(db, updateCategoryWrite, { id: cat(1).id, name: 'Renamed' }, { userId: A.userId }))
    const result = await replayOutbox(deps(server.fetchFn))
    expect(result).toMatchObject({ confirmed: 4, rejected: 0, retried: 0 })
    expect(server.calls.map((c) => c.path)).toEqual(['/category/create', '/category/create', '/category/create', '/category/update'])
    expect(server.calls.map((c) => c.key)).toEqual(queued.map((q) => q.idempotencyKey))
    expect(server.calls.every((c) => c.token === A.accessToken)).toBe(true)
    expect(await db.outbox.count()).toBe(0)
    expect((await db.categories.get(cat(1).id))?.name).toBe('Renamed')
  })

  it('keeps a failing head waiting and never lets a later write overtake it', async () => {
    db = await testDB(A)
    const clock = manualClock()
    let down = true
    const server = fakeServer((req) => (down ? json(503, { message: 'busy' }) : ok(req)))
    await enqueue(db, createCategoryWrite, cat(1), { userId: A.userId })
    await enqueue(db, createCategoryWrite, cat(2), { userId: A.userId })
    const first = await replayOutbox(deps(server.fetchFn, clock))
    expect(first).toMatchObject({ confirmed: 0, retried: 1 })
    expect(first.nextAttemptAt).toBe(clock.now() + 750)
    // Too early: nothing is sent, not even the second entry.
    expect(await replayOutbox(deps(server.fetchFn, clock))).toMatchObject({ confirmed: 0, retried: 0 })
    expect(server.calls).toHaveLength(1)
    down = false
    clock.advance(750)
    expect(await replayOutbox(deps(server.fetchFn, clock))).toMatchObject({ confirmed: 2 })
    expect(server.calls.map((c) => (c.body as { name: string }).name)).toEqual(['Cat 1', 'Cat 1', 'Cat 2'])
    expect(server.calls[0]!.key).toBe(server.calls[1]!.key)
  })

  it('treats network errors, 408, 429, 5xx and a duplicate in progress as retries, and says which got no answer', async () => {
    db = await testDB(A)
    const clock = manualClock()
    const answers: Array<() => Response> = [
      () => { throw new TypeError('fetch failed') },
      () => json(408, { message: 'slow' }),
      () => json(429, { message: 'later' }, { 'retry-after': '30' }),
      () => json(500, { message: 'oops' }),
      () => json(409, { message: 'still running', code: 'idempotency_in_progress' }, { 'retry-after': '1' }),
      () => new Response('Bad Gateway', { status: 502 }),
    ]
    // Whether the server answered each try: no answer and a gateway's say it is out of reach.
    const answered = [false, true, true, true, true, false]
    const server = fakeServer((req) => (answers.shift() ?? (() => ok(req)))())
    await enqueue(db, createCategoryWrite, cat(1), { userId: A.userId })
    const waits: number[] = []
    for (let i = 0; i < 6; i++) {
      const r = await replayOutbox(deps(server.fetchFn, clock))
      expect(r.retried).toBe(1)
      expect(r.answered, `try ${i + 1}`).toBe(answered[i])
      waits.push(r.nextAttemptAt! - clock.now())
      clock.set(r.nextAttemptAt!)
    }
    expect(waits[2]).toBe(30_000)
    expect(await replayOutbox(deps(server.fetchFn, clock))).toMatchObject({ confirmed: 1, answered: true })
    expect(new Set(server.calls.map((c) => c.key)).size).toBe(1)
    expect((await replayOutbox(deps(server.fetchFn, clock))).answered).toBeUndefined()
  })

  it('rejects other 4xx with the server message and goes on; retry keeps the key, discard removes', async () => {
    db = await testDB(A)
    let refuse = true
    const server = fakeServer((req) => ((req.body as { name: string }).name === 'Cat 1' && refuse ? json(409, { message: 'A category named "Cat 1" already exists', code: 'duplicate_name' }) : ok(req)))
    const bad = await enqueue(db, createCategoryWrite, cat(1), { userId: A.userId })
    await enqueue(db, createCategoryWrite, cat(2), { userId: A.userId })
    expect(await replayOutbox(deps(server.fetchFn))).toMatchObject({ confirmed: 1, rejected: 1 })
    const rejected = await db.outbox.get(bad.seq)
    expect(rejected).toMatchObject({ status: 'rejected', error: { status: 409, message: 'A category named "Cat 1" already exists', code: 'duplicate_name' } })
    refuse = false
    await retryEntry(db, bad.seq)
    expect(await replayOutbox(deps(server.fetchFn))).toMatchObject({ confirmed: 1 })
    expect(server.calls.filter((c) => c.key === bad.idempotencyKey)).toHaveLength(2)
    const again = await enqueue(db, createCategoryWrite, cat(3), { userId: A.userId })
    refuse = true
    await db.outbox.update(again.seq, { status: 'rejected' })
    await discardEntry(db, again.seq)
    expect(await db.outbox.count()).toBe(0)
  })

  it('pauses on 401, signs out, and sends the entries only when the same user signs in again', async () => {
    db = await testDB(A)
    const valid = new Set([A.accessToken, B.accessToken, 'token-a2'])
    const server = fakeServer((req) => (valid.has(req.token) ? ok(req) : json(401, { message: 'Your session has expired' })))
    for (let n = 1; n <= 3; n++) await enqueue(db, createCategoryWrite, cat(n), { userId: A.userId })
    const onUnauthorized = vi.fn()
    let calls = 0
    const flaky = (async (url: string, init: RequestInit) => (++calls === 2 && valid.delete(A.accessToken), server.fetchFn(url, init))) as typeof fetch
    const r = await replayOutbox(deps(flaky, manualClock(), { onUnauthorized }))
    expect(r).toMatchObject({ confirmed: 1, paused: true })
    expect(onUnauthorized).toHaveBeenCalledWith(A.userId, A.accessToken)
    expect((await db.outbox.toArray()).map((e) => e.status)).toEqual(['paused', 'paused'])
    expect(await readSessionRow(db)).toMatchObject({ accessToken: null, revokedToken: A.accessToken })
    // Another user on this device: their own writes go, A's never do.
    await signIn(db, B)
    await enqueue(db, createCategoryWrite, cat(9), { userId: B.userId })
    expect(await replayOutbox(deps(server.fetchFn))).toMatchObject({ confirmed: 1 })
    expect(server.calls.filter((c) => c.token === B.accessToken).map((c) => (c.body as { name: string }).name)).toEqual(['Cat 9'])
    expect(await db.outbox.count()).toBe(2)
    // A stale copy of the refused token never revives the queue.
    await signIn(db, A)
    expect(await replayOutbox(deps(server.fetchFn))).toMatchObject({ confirmed: 0 })
    await signIn(db, { ...A, accessToken: 'token-a2' })
    expect(await replayOutbox(deps(server.fetchFn))).toMatchObject({ confirmed: 2 })
    expect(server.calls.filter((c) => c.token === 'token-a2').map((c) => (c.body as { name: string }).name)).toEqual(['Cat 2', 'Cat 3'])
  })

  it('lets one runner at a time drain, so two tabs never send an entry twice', async () => {
    db = await testDB(A)
    const server = fakeServer(async (req) => (await new Promise((r) => setTimeout(r, 2)), ok(req)))
    for (let n = 1; n <= 8; n++) await enqueue(db, createCategoryWrite, cat(n), { userId: A.userId })
    await Promise.all([replayOutbox(deps(server.fetchFn)), replayOutbox(deps(server.fetchFn)), replayOutbox(deps(server.fetchFn))])
    expect(server.calls.map((c) => (c.body as { name: string }).name)).toEqual(Array.from({ length: 8 }, (_, i) => `Cat ${i + 1}`))
  })

  it('resends an entry left "sending" by a runner that died, with its key', async () => {
    db = await testDB(A)
    const server = fakeServer(ok)
    const e = await enqueue(db, createCategoryWrite, cat(1), { userId: A.userId })
    await db.outbox.update(e.seq, { status: 'sending', attempts: 1 })
    expect(await replayOutbox(deps(server.fetchFn))).toMatchObject({ confirmed: 1 })
    expect(server.calls[0]!.key).toBe(e.idempotencyKey)
  })

  it('tells the user once about writes that waited (offline or failed first)', async () => {
    db = await testDB(A)
    const clock = manualClock()
    const answers = [json(503, { message: 'down' })]
    const server = fakeServer((req) => answers.shift() ?? ok(req))
    await enqueue(db, createCategoryWrite, cat(1), { userId: A.userId })
    await enqueue(db, createCategoryWrite, cat(2), { userId: A.userId, online: false })
    await replayOutbox(deps(server.fetchFn, clock))
    clock.advance(60_000)
    await replayOutbox(deps(server.fetchFn, clock))
    expect(await claimNotices(db, A.userId)).toEqual(['New category "Cat 1": sent.', 'New category "Cat 2": sent.'])
    expect(await claimNotices(db, A.userId)).toEqual([])
  })
})
