import { sql } from 'drizzle-orm'
import { doublePrecision, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // "Pop" and "pop" are the same category.
  (t) => [uniqueIndex('categories_name_key').on(sql`lower(${t.name})`)],
)

/** What the server knows about a stored file; the bytes live in the FileStorage. */
export const uploads = pgTable('uploads', {
  /** The random stored name, e.g. `3f2a…9c.mp3`; also the public path segment. */
  name: text('name').primaryKey(),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  durationSeconds: doublePrecision('duration_seconds'),
  originalName: text('original_name'),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
})
