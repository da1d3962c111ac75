import type { Executor } from '../db/client'
import type { Movement } from './client'
import { closeWallet, ensureWallet, type Balances } from './domain/accounts'
import { clawback, escrow, fund, pay, refund, release, releaseHold } from './domain/movements'
import type { Posted } from './domain/post'
import { platformTotals, type PlatformTotals } from './domain/totals'

/**
 * The wallet's ledger on a caller's database handle, for a portal that shares the wallet's
 * database (the default, in-process mode). The marketplace reaches the ledger only through
 * these functions (or over HTTP, see client.ts), never through the wallet's tables.
 */

/** Runs one movement on `ex` (the marketplace's transaction): atomic with the caller's writes. */
export function moveOn(ex: Executor, m: Movement): Promise<Posted> {
  const base = { amount: m.amount, idempotencyKey: m.idempotencyKey, reference: m.reference, metadata: m.metadata }
  switch (m.type) {
    case 'escrow':
      return escrow(ex, { ...base, userId: m.userId })
    case 'refund':
      return refund(ex, { ...base, userId: m.userId })
    case 'pay':
      return pay(ex, { ...base, fromUserId: m.fromUserId, toUserId: m.toUserId, fee: m.fee, onHold: m.onHold })
    case 'release':
      return release(ex, { ...base, fromUserId: m.fromUserId, toUserId: m.toUserId })
    case 'hold_release':
      return releaseHold(ex, { ...base, userId: m.userId })
    case 'clawback':
      return clawback(ex, { ...base, fromUserId: m.fromUserId, toUserId: m.toUserId, fee: m.fee, toEscrow: m.toEscrow })
  }
}

/** Money from outside straight into a user's available balance (the demo's seed money only). */
export function grantOn(ex: Executor, g: { userId: string; amount: number; idempotencyKey: string; source: string }): Promise<Posted> {
  return fund(ex, g)
}

/** A user's wallet accounts, in the transaction that creates the account. */
export function ensureWalletOn(ex: Executor, userId: string): Promise<{ created: boolean }> {
  return ensureWallet(ex, userId)
}

/** Closes a deleted account's wallet in the deleting transaction (see closeWallet). */
export function closeWalletOn(ex: Executor, userId: string): Promise<{ closed: boolean; balances: Balances }> {
  return closeWallet(ex, userId)
}

export function platformTotalsOn(ex: Executor): Promise<PlatformTotals> {
  return platformTotals(ex)
}

export type { Balances, PlatformTotals }
