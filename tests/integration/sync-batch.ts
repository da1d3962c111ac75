import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { TestUser } from '../../server/test/accounts'
import type { AppDB } from '../../src/db/db'
import { enqueue } from '../../src/lib/sync/outbox'
import { uploadFileWrite } from '../../src/lib/sync/portal/uploads'
import { defineWrite } from '../../src/lib/sync/registry'
import { CreateCategoryBodySchema, UpdateCategoryBodySchema } from '../../server/routes/categories/categories.schemas'
import { categoryNames, doneKeys, uploadsOf, wavBlob, type Stack } from './sync-harness'

/**
 * The category calls as a plain write kind: the server's answer is kept in the mirror (`keep`) and
 * no list is waited for, so an entry leaves the outbox the moment it is confirmed. These suites
 * check the engine (order, exactly once, faults, sign-outs), not how a screen shows a category.
 */
type CategoryInput = { id: string; name: string }
const keptCategory = { table: 'categories' as const, row: () => ({}), from: 'category' as const }
export const createCategoryWrite = defineWrite<CategoryInput, { category: CategoryInput }>({
  name: 'test.createCategory',
  method: 'POST',
  path: '/category/create',
  schema: CreateCategoryBodySchema,
  describe: (input) => `New category "${input.name}"`,
  keep: keptCategory,
})
export const updateCategoryWrite = defineWrite<CategoryInput, { category: CategoryInput }>({
  name: 'test.updateCategory',
  method: 'POST',
  path: '/category/update',
  schema: UpdateCategoryBodySchema,
  describe: (input) => `Renaming a category to "${input.name}"`,
  keep: keptCategory,
})

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
 * and the outbox is empty — the mirror holding what the server confirmed.
 */
export async function expectExactlyOnce(s: Stack, db: AppDB, batch: Batch, opts: { mirror?: boolean } = {}): Promise<void> {
  await s.proxy.settled()
  expect((await categoryNames(s)).filter((n) => n.startsWith(`${batch.prefix} `))).toEqual(batch.expectedNames)
  expect(await uploadsOf(s, batch.user.id)).toBe(batch.uploads)
  expect((await doneKeys(s, batch.user.id)).sort()).toEqual([...batch.keys].sort())
  expect(await db.outbox.toArray()).toEqual([])
  // A sign-in by another user clears the mirrors, so scenarios with one check only the server.
  if (opts.mirror === false) return
  expect((await db.categories.toArray()).map((c) => c.name).sort()).toEqual(batch.expectedNames)
  expect(await db.uploads.count()).toBe(batch.uploads)
}
