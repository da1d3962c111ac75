import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Facts the server keeps about its own database (e.g. when it was first set up). */
export const serverMeta = pgTable('server_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
