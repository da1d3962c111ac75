import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { TestUser } from '../../server/test/accounts'
import type { AppDB } from '../../src/db/db'
import { enqueue } from '../../src/lib/sync/outbox'
import { readOverlaid } from '../../src/lib/sync/overlay'
import { createCategoryWrite, updateCategoryWrite } from '../../src/features/admin/writes'
import { uploadFileWrite } from '../../src/lib/sync/portal/uploads'
import { syncRegistry } from '../../src/lib/sync/sync-registry'
import { categoryNames, doneKeys, uploadsOf, wavBlob, type Stack } from './sync-harness'

// The category writes are the app's own kinds: each change shows from the moment it is queued,
// stays shown once confirmed, and drops in the transaction that stores the categories pull.

/**
 * A batch of queued admin writes where order matters and a double application would show: creates
 * with client ids, two renames of the first (sent before its create they would be 404s; applied out
 * of order the final name would differ) and an audio upload (each execution stores another file).
 */
export interface Batch {
  user: TestUser
  prefix: string
  keys: string[]
  expectedNames: string[]
  uploads: number
}

export async function queueBatch(db: AppDB, user: TestUser, prefix: string): Promise<Batch> {
  const ids = [0, 1, 2, 3].map(() => randomUUID())
  const keys: string[] = []
  const add = async (p: Promise<{ idempotencyKey: string }>) => keys.push((await p).idempotencyKey)
  for (const [i, id] of ids.entries()) await add(enqueue(db, createCategoryWrite, { id, name: `${prefix} ${i}` }, { userId: user.id, online: false }))
  await add(enqueue(db, updateCategoryWrite, { id: ids[0]!, name: `${prefix} 0 renamed` }, { userId: user.id, online: false }))
  await add(enqueue(db, uploadFileWrite, { id: randomUUID(), file: wavBlob(60), fileName: `${prefix}.wav` }, { userId: user.id, online: false }))
  await add(enqueue(db, updateCategoryWrite, { id: ids[0]!, name: `${prefix} 0 final` }, { userId: user.id, online: false }))
  return { user, prefix, keys, expectedNames: [`${prefix} 0 final`, `${prefix} 1`, `${prefix} 2`, `${prefix} 3`].sort(), uploads: 1 }
}

/**
 * The end state every fault scenario must reach: the server holds each queued write exactly once
 * (one completed key per entry, the categories as the writes left them in order, one stored file)
 * and the outbox is empty — the mirror holding what the server confirmed, and the screen showing
 * each category once, with no change of the batch still on top.
 */
export async function expectExactlyOnce(s: Stack, db: AppDB, batch: Batch, opts: { mirror?: boolean } = {}): Promise<void> {
  await s.proxy.settled()
  expect((await categoryNames(s)).filter((n) => n.startsWith(`${batch.prefix} `))).toEqual(batch.expectedNames)
  expect(await uploadsOf(s, batch.user.id)).toBe(batch.uploads)
  expect((await doneKeys(s, batch.user.id)).sort()).toEqual([...batch.keys].sort())
  expect(await db.outbox.toArray()).toEqual([])
  // A sign-in by another user clears the mirrors, so scenarios with one check only the server.
  if (opts.mirror === false) return
  // The mirror holds the whole categories list (other tests' too): the batch's, each once.
  expect(await batchNames(db, batch)).toEqual(batch.expectedNames)
  expect((await shownCategories(db, batch)).map((c) => c.name)).toEqual(batch.expectedNames)
  expect((await shownCategories(db, batch)).filter((c) => c._pending)).toEqual([])
  expect(await db.uploads.count()).toBe(batch.uploads)
}

/** The batch's categories in the mirror (the server's rows as pulled), sorted. */
export async function batchNames(db: AppDB, batch: Pick<Batch, 'prefix'>): Promise<string[]> {
  return (await db.categories.toArray()).map((c) => c.name).filter((n) => n.startsWith(`${batch.prefix} `)).sort()
}

/** The batch's categories as a screen shows them: the mirror with the queued writes on top, sorted by name. */
export async function shownCategories(db: AppDB, batch: Pick<Batch, 'prefix' | 'user'>) {
  const rows = await readOverlaid(db, syncRegistry, 'categories', batch.user.id)
  return rows.filter((c) => String(c.name).startsWith(`${batch.prefix} `)).sort((x, y) => String(x.name).localeCompare(String(y.name)))
}
