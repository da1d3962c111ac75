import type { EntityTable, Table } from 'dexie'
import type { z } from 'zod'
import type { UserData } from '@server/routes/auth/auth.schemas'
import type { NotificationSchema } from '@server/routes/auth/notifications.schemas'
import type { CategorySchema } from '@server/routes/categories/categories.schemas'
import { adminStores, type AdminTables } from './mirrors/admin'
import { artistStores, type ArtistTables } from './mirrors/artist'
import { brandStores, type BrandTables } from './mirrors/brand'
import { creatorStores, type CreatorTables } from './mirrors/creator'
import { marketStores, type MarketTables } from './mirrors/market'
import { walletStores, type WalletTables } from './mirrors/wallet'

// Tables of the sync engine (DESIGN §5): the outbox of writes waiting for the server, the state of
// each mirror pull, notices for the user, and the mirrors of the portal lists the screens read.

/**
 * `confirmed`: the server took it, and its change stays shown until the lists it affects have been
 * pulled (the entry drops in that pull's transaction, so nothing flickers or goes missing between).
 */
export type OutboxStatus = 'pending' | 'sending' | 'rejected' | 'paused' | 'confirmed'
export type OutboxMethod = 'POST' | 'PUT' | 'DELETE'

/** A multipart field; files are kept as Blobs so an upload made offline goes out later. */
export type FormField = { name: string; value: string } | { name: string; blob: Blob; fileName: string }

/** What is sent, frozen when the action is taken (FormData cannot be stored, so fields are). */
export type OutboxBody =
  | { type: 'none' }
  | { type: 'json'; value: unknown }
  | { type: 'form'; fields: FormField[] }
  /** A request the service worker caught, kept byte for byte with its content type. */
  | { type: 'raw'; blob: Blob; contentType: string | null }

/**
 * A value this write needs from an earlier queued write's answer, taken at send time: field `field`
 * of the row `id` of `table`, where that write keeps its answer (a sound names the file its upload
 * got). Replay is in order, so the earlier write has been answered by then.
 */
export interface OutboxRef {
  table: string
  id: string
  field: string
  /** The body field (JSON bodies) that takes the value. */
  into: string
  /** Why the write cannot go when the earlier one never succeeded (shown to the user). */
  missing: string
}

export interface OutboxEntry {
  /** Auto-incremented: the order writes are replayed in. */
  seq?: number
  /** The registered write kind (`raw` for requests the worker caught). */
  kind: string
  /** The user who made the write; only ever sent with that user's token. */
  userId: string
  method: OutboxMethod
  /** Relative to the API base, e.g. `/auth/apply-brand`. */
  path: string
  body: OutboxBody
  /** What the action was given: overlays and confirmations read it (never Blobs; those are in `body`). */
  input: unknown
  /** A UUID v4 made when the action was taken; every attempt carries the same one. */
  idempotencyKey: string
  createdAt: number
  attempts: number
  nextAttemptAt: number
  status: OutboxStatus
  /** Why the server refused it (status 'rejected'), or the last retryable failure. */
  error?: { status: number; message: string; code?: string }
  /** Queued offline or already failed once: the user is told when it finally goes through. */
  announce: boolean
  /** Bytes of the body sent so far, while an upload is on its way. */
  progress?: { loaded: number; total: number }
  // What replay needs besides method, path and body, written when the write is queued, so any
  // runner (the worker included) sends and settles it without knowing the write kinds.
  /** Short words for the user ("New sound …"); absent on entries queued before they were stored. */
  label?: string
  /** Lists whose next pull must land before the entry drops (once confirmed). */
  pulls?: string[]
  refs?: OutboxRef[]
  /**
   * Where the server's answer is kept when later writes or a screen need it and no list brings it
   * (an upload's file name, a funding's checkout address): `row` merged with the answer, or with
   * its field `from`.
   */
  keep?: { table: string; row: Record<string, unknown>; from?: string }
  /**
   * The write kind still writes the server's answer into the mirror itself (a `confirm` block), so
   * the page finishes it: a runner without the write kinds (the worker) keeps the answer in `result`.
   */
  confirmBy?: 'page'
  result?: unknown
}

export interface SyncStateRow {
  collection: string
  userId: string
  etag?: string
  /** The URL the ETag belongs to: a validator is only sent back to the same address. */
  etagUrl?: string
  cursor?: string | null
  lastPulledAt?: number
  /** One parameter set of a parameterised collection: the collection's name and the set. */
  of?: string
  params?: Record<string, string>
}

export interface SyncNotice {
  id?: number
  userId: string
  message: string
  createdAt: number
}

/** The caller's own account, as `/auth/me` answers (`key` is always 'me'). */
export interface ProfileRow {
  key: 'me'
  userData: Record<string, unknown>
  /** Where to write for help (the server's SUPPORT_EMAIL); null when it names none. */
  supportEmail?: string | null
  /** The platform's fee on each payment to a creator, in basis points (PLATFORM_FEE_BPS). */
  platformFeeBps?: number | null
}

// Mirror rows as the server's schemas describe them (type-only imports: no runtime code crosses).
export type NotificationRow = z.output<typeof NotificationSchema>

export type CategoryRow = z.output<typeof CategorySchema>

/** An account in the admin's users list (the server's userData shape). */
export type PortalUserRow = UserData

/**
 * A file the server stored; `id` is the client's id for the upload, made when it was picked. A
 * queued upload shows (as an overlay) without `file` and `url`, which the server's answer brings.
 */
export interface UploadRow {
  id: string
  name: string
  file?: string
  url?: string
  /** The picked file, while its upload is queued (overlay only). */
  blob?: Blob
  mime: string
  size: number
  duration?: number
  createdAt: number
}

/**
 * Mirror tables later queued writes refer to (a sound names its upload's file): kept through a
 * sign-out, cleared only when another user signs in.
 */
export const referencedTables = ['uploads'] as const

export const syncStores = {
  outbox: '++seq, &idempotencyKey, [userId+seq], status',
  syncState: '&collection',
  syncNotices: '++id, userId',
  profile: '&key',
  notifications: '&id, updatedAt',
  categories: '&id, name',
  portalUsers: '&id, role',
  uploads: '&id, createdAt',
} satisfies Record<string, string>

/** Schema version 3: the marketplace, wallet and admin mirrors the portal screens read. */
export const portalMirrorStores = {
  ...marketStores,
  ...creatorStores,
  ...artistStores,
  ...brandStores,
  ...walletStores,
  ...adminStores,
} satisfies Record<string, string>

export type PortalMirrorTables = MarketTables & CreatorTables & ArtistTables & BrandTables & WalletTables & AdminTables

export type SyncTables = PortalMirrorTables & {
  outbox: EntityTable<OutboxEntry, 'seq'>
  syncState: EntityTable<SyncStateRow, 'collection'>
  syncNotices: EntityTable<SyncNotice, 'id'>
  profile: Table<ProfileRow, 'me'>
  notifications: EntityTable<NotificationRow, 'id'>
  categories: EntityTable<CategoryRow, 'id'>
  portalUsers: EntityTable<PortalUserRow, 'id'>
  uploads: EntityTable<UploadRow, 'id'>
}

const ENGINE_TABLES: ReadonlySet<string> = new Set(['outbox', 'syncState', 'syncNotices'])

/** Every table holding server state for the signed-in user: cleared when another user signs in. */
export const mirrorTables: readonly string[] = [...Object.keys(syncStores), ...Object.keys(portalMirrorStores)].filter((t) => !ENGINE_TABLES.has(t))
