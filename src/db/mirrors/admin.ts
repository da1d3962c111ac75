import type { EntityTable } from 'dexie'
import type { z } from 'zod'
import type { DashboardSchema } from '@server/routes/admin/admin.schemas'
import type { UserData } from '@server/routes/auth/auth.schemas'
import type { PlatformDashboardSchema } from '@server/routes/dashboards/dashboards.schemas'
import type { VerificationListSchema } from '@server/routes/followers/followers.schemas'
import type { SoundRow } from './market'

// Mirror tables only the admin screens read (the shared marketplace lists are in market.ts).
// Each table's key and indexes in Dexie's notation; its row type in AdminTables.

/** An admin account, as `/manage/user/admin/viewAdmin` lists it. */
export type AdminAccountRow = UserData

/** A follower verification request with the creator it belongs to. */
export type VerificationRow = z.infer<typeof VerificationListSchema>['verifications'][number]

/** The platform totals of the admin home (`key` is always 'me'). */
export type AdminTotalsRow = z.infer<typeof DashboardSchema> & { key: 'me' }

export type PlatformStats = z.infer<typeof PlatformDashboardSchema>

/** A statistics answer of the Statics screen for one range (`key`: the range's parameters). */
export interface AdminStatsRow {
  key: string
  startdate: string
  enddate: string
  stats: PlatformStats
}

/** One page of `/artist/get-all-sounds-with-locking` as fetched (`key`: the kind's and page's parameters). */
export interface LockingPageRow {
  key: string
  kind: 'normal' | 'video_app'
  page: number
  total: number
  perPage: number
  sounds: SoundRow[]
}

export const adminStores = {
  adminAccounts: '&id',
  adminVerifications: '&id, status, userId',
  adminTotals: '&key',
  adminStats: '&key',
  adminLockingPages: '&key',
} satisfies Record<string, string>

export type AdminTables = {
  adminAccounts: EntityTable<AdminAccountRow, 'id'>
  adminVerifications: EntityTable<VerificationRow, 'id'>
  adminTotals: EntityTable<AdminTotalsRow, 'key'>
  adminStats: EntityTable<AdminStatsRow, 'key'>
  adminLockingPages: EntityTable<LockingPageRow, 'key'>
}
