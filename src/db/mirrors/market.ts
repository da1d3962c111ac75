import type { EntityTable } from 'dexie'
import type { z } from 'zod'
import type { ApprovalSchema } from '@server/routes/approvals/approvals.schemas'
import type { BrandRequestSchema } from '@server/routes/brand-requests/brand-requests.schemas'
import type { SoundSchema } from '@server/routes/sounds/sounds.schemas'

// The marketplace lists most screens read: sounds (with the caller's own hold on each), uses
// waiting for or given a decision, and brand requests. Rows are the server's shapes as they are.

export type SoundRow = z.infer<typeof SoundSchema>
export type ApprovalRow = z.infer<typeof ApprovalSchema>
export type BrandRequestRow = z.infer<typeof BrandRequestSchema>

export const marketStores = {
  sounds: '&id, kind, artistId, updatedAt',
  approvals: '&id, campaignId, status, creatorId, ownerId, updatedAt',
  brandRequests: '&id, type, brandId, updatedAt',
} satisfies Record<string, string>

export type MarketTables = {
  sounds: EntityTable<SoundRow, 'id'>
  approvals: EntityTable<ApprovalRow, 'id'>
  brandRequests: EntityTable<BrandRequestRow, 'id'>
}
