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

export type OutboxStatus = 'pending' | 'sending' | 'rejected' | 'paused'
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
}

export interface SyncStateRow {
  collection: string
  userId: string
  etag?: string
  /** The URL the ETag belongs to: a validator is only sent back to the same address. */
  etagUrl?: string
  cursor?: string | null
  lastPulledAt?: number
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
}

// Mirror rows as the server's schemas describe them (type-only imports: no runtime code crosses).
export type NotificationRow = z.output<typeof NotificationSchema>

export type CategoryRow = z.output<typeof CategorySchema>

/** An account in the admin's users list (the server's userData shape). */
export type PortalUserRow = UserData

/** A file the server stored; `id` is the client's id for the upload, made when it was picked. */
export interface UploadRow {
  id: string
  name: string
  file: string
  url: string
  mime: string
  size: number
  duration?: number
  createdAt: number
}

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
