import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { walletAccounts } from '../schema'
import { PLATFORM } from '../schema-values'

export interface PlatformTotals {
  /** Everything ever paid in from outside, less reversed fundings. */
  funded: number
  fees: number
  paidOut: number
  /** Held across all users right now. */
  available: number
  escrow: number
  pendingPayout: number
  onHold: number
}

/** Money totals for the admin dashboards, from the cached balances in one statement. */
export async function platformTotals(ex: Executor): Promise<PlatformTotals> {
  const sum = (owner: 'platform' | 'users', kind: string) =>
    sql<number>`coalesce(sum(${walletAccounts.balance}) filter (where ${walletAccounts.kind} = ${kind} and ${owner === 'platform' ? sql`${walletAccounts.owner} = ${PLATFORM}` : sql`${walletAccounts.owner} <> ${PLATFORM}`}), 0)`.mapWith(Number)
  const [row] = await ex
    .select({
      fundingSource: sum('platform', 'funding_source'),
      fees: sum('platform', 'fees'),
      paidOut: sum('platform', 'payouts_out'),
      available: sum('users', 'available'),
      escrow: sum('users', 'escrow'),
      pendingPayout: sum('users', 'pending_payout'),
      onHold: sum('users', 'on_hold'),
    })
    .from(walletAccounts)
  const r = row!
  return { funded: -r.fundingSource, fees: r.fees, paidOut: r.paidOut, available: r.available, escrow: r.escrow, pendingPayout: r.pendingPayout, onHold: r.onHold }
}
