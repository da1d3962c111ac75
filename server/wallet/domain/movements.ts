import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { isUniqueViolation } from '../../lib/db-errors'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { assertAmount } from '../money'
import { walletAccounts, walletEntries, walletTransactions } from '../schema'
import type { AccountKind } from '../schema-values'
import { platformAccount, userAccount } from './accounts'
import { post, type Leg, type Posted } from './post'

/**
 * The ledger's movements, each a plain function over a database handle (a transaction of the
 * caller's, or the database). All amounts are positive minor units; each call takes an
 * idempotency key, and the same key again returns the first transaction without moving money.
 */
export interface MovementBase {
  idempotencyKey: string
  amount: number
  /** What the movement is about (a sound, a request, a funding); shown in the history. */
  reference?: string | null
  metadata?: Record<string, unknown>
}

/**
 * Money from outside (a provider charge) into the user's available balance. A closed account
 * refuses it, unless `unclaimedIfClosed`: a charge the provider already took goes to the
 * platform's unclaimed account instead (see Leg).
 */
export function fund(ex: Executor, m: MovementBase & { userId: string; source: string; unclaimedIfClosed?: boolean }): Promise<Posted> {
  const { unclaimedIfClosed, ...movement } = m
  return post(ex, {
    ...movement,
    type: 'fund',
    userId: m.userId,
    counterparty: m.source,
    legs: [
      { account: platformAccount('funding_source'), amount: -m.amount },
      { account: userAccount(m.userId, 'available'), amount: m.amount, unclaimedIfClosed },
    ],
  })
}

/** Sets money aside for a campaign: available → escrow. 409 when available is short. */
export function escrow(ex: Executor, m: MovementBase & { userId: string }): Promise<Posted> {
  return post(ex, {
    ...m,
    type: 'escrow',
    userId: m.userId,
    legs: [
      { account: userAccount(m.userId, 'available'), amount: -m.amount },
      { account: userAccount(m.userId, 'escrow'), amount: m.amount },
    ],
  })
}

/** Returns unspent escrow to its owner: escrow → available (a deleted sound, a cancelled request). */
export function refund(ex: Executor, m: MovementBase & { userId: string }): Promise<Posted> {
  return post(ex, {
    ...m,
    type: 'refund',
    userId: m.userId,
    legs: [
      { account: userAccount(m.userId, 'escrow'), amount: -m.amount },
      { account: userAccount(m.userId, 'available'), amount: m.amount },
    ],
  })
}

interface Transfer extends MovementBase {
  fromUserId: string
  toUserId: string
}

async function fromEscrow(ex: Executor, type: 'pay' | 'release', m: Transfer, fee: number, to: 'available' | 'on_hold' = 'available'): Promise<Posted> {
  assertAmount(m.amount)
  assertFee(fee, m.amount)
  if (m.fromUserId === m.toUserId) throw badRequest('A payment needs two different users')
  const legs: Leg[] = [{ account: userAccount(m.fromUserId, 'escrow'), amount: -m.amount }]
  if (m.amount - fee > 0) legs.push({ account: userAccount(m.toUserId, to), amount: m.amount - fee })
  if (fee > 0) legs.push({ account: platformAccount('fees'), amount: fee })
  return post(ex, { ...m, type, userId: m.fromUserId, counterparty: m.toUserId, legs, metadata: { ...m.metadata, fee } })
}

function assertFee(fee: number, amount: number): void {
  if (!Number.isSafeInteger(fee) || fee < 0 || fee > amount) throw badRequest('fee must be a whole number from 0 to the amount')
}

/**
 * Pays a creator from the payer's escrow: escrow → creator's available, less `fee` (minor units,
 * see feeFor) → the platform's fees account. With `onHold` the creator's part goes to their on
 * hold account instead, until releaseHold or clawback settles it.
 */
export function pay(ex: Executor, m: Transfer & { fee: number; onHold?: boolean }): Promise<Posted> {
  return fromEscrow(ex, 'pay', m, m.fee, m.onHold ? 'on_hold' : 'available')
}

/** Hands escrowed money to another user in full, with no platform fee (e.g. a settled dispute). */
export function release(ex: Executor, m: Transfer): Promise<Posted> {
  return fromEscrow(ex, 'release', m, 0)
}

/** A held payment's hold is over: the creator's on hold → available. */
export function releaseHold(ex: Executor, m: MovementBase & { userId: string }): Promise<Posted> {
  return post(ex, {
    ...m,
    type: 'hold_release',
    userId: m.userId,
    legs: [
      { account: userAccount(m.userId, 'on_hold'), amount: -m.amount },
      { account: userAccount(m.userId, 'available'), amount: m.amount },
    ],
  })
}

/**
 * A held payment goes back to its payer in full: the creator's part from their on hold account
 * and the platform's fee from the fees account → the payer's escrow (`toEscrow`: the campaign
 * runs on and may pay another creator) or available (it has ended). Money for a payer whose
 * account was deleted meanwhile goes to the platform's unclaimed account.
 */
export function clawback(ex: Executor, m: Transfer & { fee: number; toEscrow: boolean }): Promise<Posted> {
  assertAmount(m.amount)
  assertFee(m.fee, m.amount)
  if (m.fromUserId === m.toUserId) throw badRequest('A payment needs two different users')
  const legs: Leg[] = [{ account: userAccount(m.toUserId, m.toEscrow ? 'escrow' : 'available'), amount: m.amount, unclaimedIfClosed: true }]
  if (m.amount - m.fee > 0) legs.push({ account: userAccount(m.fromUserId, 'on_hold'), amount: -(m.amount - m.fee) })
  if (m.fee > 0) legs.push({ account: platformAccount('fees'), amount: -m.fee })
  const { toEscrow, ...movement } = m
  return post(ex, { ...movement, type: 'clawback', userId: m.fromUserId, counterparty: m.toUserId, legs, metadata: { ...m.metadata, fee: m.fee, toEscrow } })
}

const REVERSIBLE = new Set(['fund', 'escrow', 'release', 'pay', 'refund'])

/**
 * Undoes a transaction with the opposite entries (the original stays, marked 'reversed').
 * Withdrawals are undone through their payout instead (payouts.ts). A reversal that would take
 * a balance below zero — the funded money was already spent — is a 409.
 */
export async function reverse(ex: Executor, r: { transactionId: string; idempotencyKey: string; reason?: string }): Promise<Posted> {
  return ex.transaction(async (tx) => {
    const [original] = await tx.select().from(walletTransactions).where(eq(walletTransactions.id, r.transactionId))
    if (!original) throw notFound('No such transaction')
    if (!REVERSIBLE.has(original.type)) throw badRequest(`A ${original.type} transaction cannot be reversed`)
    const [done] = await tx.select().from(walletTransactions).where(eq(walletTransactions.reversesId, original.id))
    if (done && done.idempotencyKey !== r.idempotencyKey) throw conflict('This transaction was already reversed', 'already_reversed')
    const entries = await tx
      .select({ amount: walletEntries.amount, owner: walletAccounts.owner, kind: walletAccounts.kind })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(eq(walletEntries.transactionId, original.id))
    const posted = await post(tx, {
      type: 'reversal',
      idempotencyKey: r.idempotencyKey,
      userId: original.userId,
      amount: original.amount,
      counterparty: original.counterparty,
      reference: original.reference,
      reversesId: original.id,
      metadata: { reverses: original.type, ...(r.reason ? { reason: r.reason } : {}) },
      legs: entries.map((e) => ({ account: { owner: e.owner, kind: e.kind as AccountKind }, amount: -e.amount })),
    }).catch((err: unknown) => {
      // Two different keys reversing the same transaction at once: the unique index decides.
      if (isUniqueViolation(err, 'wallet_transactions_reverses_key')) throw conflict('This transaction was already reversed', 'already_reversed')
      throw err
    })
    await tx.update(walletTransactions).set({ status: 'reversed' }).where(eq(walletTransactions.id, original.id))
    return posted
  })
}
