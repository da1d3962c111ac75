import { randomUUID } from 'node:crypto'
import { asc, eq, max, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { categories } from '../db/schema/content'
import { isUniqueViolation } from '../lib/db-errors'
import { conflict, notFound } from '../lib/errors'
import { changedAfter, formatCursor, type Cursor } from '../lib/sync-cursor'
import { deletionsSince, latestDeletion } from './tombstones'

export type CategoryRow = typeof categories.$inferSelect

export const categoryView = (c: CategoryRow) => ({ id: c.id, name: c.name, createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString() })

/** Names are unique case-insensitively; the index decides, so two concurrent creates cannot both win. */
function duplicate(err: unknown, name: string): never {
  if (isUniqueViolation(err, 'categories_pkey')) throw conflict('A category with this id already exists', 'duplicate_id')
  if (isUniqueViolation(err)) throw conflict(`A category named "${name}" already exists`, 'duplicate_name')
  throw err
}

export async function createCategory(db: Executor, input: { id?: string; name: string }): Promise<CategoryRow> {
  const [row] = await db
    .insert(categories)
    .values({ id: input.id ?? randomUUID(), name: input.name })
    .returning()
    .catch((err: unknown) => duplicate(err, input.name))
  return row!
}

export async function renameCategory(db: Executor, id: string, name: string): Promise<CategoryRow> {
  const [row] = await db
    .update(categories)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(categories.id, id))
    .returning()
    .catch((err: unknown) => duplicate(err, name))
  if (!row) throw notFound('No category with this id')
  return row
}

export function listCategories(db: Executor, since?: Cursor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(since ? changedAfter(categories.updatedAt, categories.id, since) : undefined)
    .orderBy(asc(sql`lower(${categories.name})`))
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b))

/**
 * The category list for a mirror: everything, or with `since` what changed and what was deleted
 * after it. The list is short, so it is never paged; the cursor is the latest change of either kind.
 */
export async function categoryChanges(db: Executor, since?: Cursor) {
  const rows = await listCategories(db, since)
  const deleted = since ? await deletionsSince(db, 'categories', since.at) : { ids: [], latest: await latestDeletion(db, 'categories') }
  const [newest] = await db.select({ at: max(categories.updatedAt) }).from(categories)
  const at = later(newest?.at ? new Date(newest.at) : null, deleted.latest)
  const cursor = at ? formatCursor(since && since.at > at ? since.at : at) : since ? formatCursor(since.at, since.id) : null
  return { rows, deleted: deleted.ids, cursor }
}
