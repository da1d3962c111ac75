import { randomUUID } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { categories } from '../db/schema/content'
import { isUniqueViolation } from '../lib/db-errors'
import { conflict, notFound } from '../lib/errors'
import type { Cursor } from '../lib/sync-cursor'
import { afterChange, feedCursor, readTime } from './mirror-feed'
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
    .where(since ? afterChange(categories.updatedAt, categories.id, since) : undefined)
    .orderBy(asc(sql`lower(${categories.name})`))
}

/**
 * The category list for a mirror: everything, or with `since` what changed and what was deleted
 * after it. The list is short, so it is never paged. The cursor is the latest change of either
 * kind the answer saw, held back like the marketplace feeds' (feedCursor): a rename whose commit
 * lags its stamp, or one committed while this answer was read, comes on the next pull.
 */
export async function categoryChanges(db: Executor, since?: Cursor) {
  const readAt = await readTime(db)
  const rows = await listCategories(db, since)
  const deleted = since ? await deletionsSince(db, 'categories', since.at) : { ids: [], latest: await latestDeletion(db, 'categories') }
  const stamps = rows.map((r) => r.updatedAt)
  if (deleted.latest) stamps.push(deleted.latest)
  return { rows, deleted: deleted.ids, cursor: feedCursor(stamps, since, readAt) }
}
