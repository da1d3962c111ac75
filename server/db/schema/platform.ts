import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** First responses to POST/DELETE calls that carried an Idempotency-Key, per caller. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller's user id, or 'anonymous' for calls without a valid token. */
    scope: text('scope').notNull(),
    key: uuid('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['processing', 'done'] }).notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** While 'processing': the server process running the request, and until when it holds it. */
    holder: text('holder'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** An upload's file bytes (SHA-256): a repeat with another file under the same key is refused. */
    bodyDigest: text('body_digest'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
)

/** Fixed-window counters, in the database so every server process shares them. */
export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
})

/**
 * Deletions the app's mirrors must hear about (DESIGN §5): a `since` pull returns the ids of rows
 * deleted after its cursor, so a reconnect removes them without a full reload.
 */
export const syncTombstones = pgTable(
  'sync_tombstones',
  {
    /** The list the row belonged to, e.g. 'users' or 'categories'. */
    collection: text('collection').notNull(),
    entityId: text('entity_id').notNull(),
    /** Whose list it was on (a user id), or null for lists shared by their readers. */
    scope: uuid('scope'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.entityId] }), index('sync_tombstones_collection_idx').on(t.collection, t.deletedAt)],
)
