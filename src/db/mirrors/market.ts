import type { EntityTable } from 'dexie'
import type { z } from 'zod'
import type { ApprovalSchema } from '@server/routes/approvals/approvals.schemas'
import type { BrandRequestSchema } from '@server/routes/brand-requests/brand-requests.schemas'
import type { SoundSchema } from '@server/routes/sounds/sounds.schemas'
import type { BalancesView } from '@server/wallet/wallet.schemas'

// The marketplace lists most screens read: sounds (with the caller's own hold on each), uses
// waiting for or given a decision, brand requests, and the caller's wallet balances. Rows are the server's shapes as they are.

export type SoundRow = z.infer<typeof SoundSchema>
export type ApprovalRow = z.infer<typeof ApprovalSchema>
export type BrandRequestRow = z.infer<typeof BrandRequestSchema>

/** The caller's wallet balances (`key` is always 'me'), shown on homes, forms and the wallet screen. */
export type WalletBalanceRow = BalancesView & { key: 'me' }

export const marketStores = {
  walletBalance: '&key',
  sounds: '&id, kind, artistId, updatedAt',
  approvals: '&id, campaignId, status, creatorId, ownerId, updatedAt',
  brandRequests: '&id, type, brandId, updatedAt',
} satisfies Record<string, string>

export type MarketTables = {
  walletBalance: EntityTable<WalletBalanceRow, 'key'>
  sounds: EntityTable<SoundRow, 'id'>
  approvals: EntityTable<ApprovalRow, 'id'>
  brandRequests: EntityTable<BrandRequestRow, 'id'>
}
