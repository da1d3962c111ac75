import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { conflict, notFound } from '../../lib/errors'
import { assertAmount } from '../money'
import { walletPayouts, walletTransactions } from '../schema'
import { platformAccount, userAccount } from './accounts'
import { getBankAccount } from './bank-accounts'
import { post, type TransactionRow } from './post'

export type PayoutRow = typeof walletPayouts.$inferSelect

export interface Withdrawal {
  transaction: TransactionRow
  payout: PayoutRow
  replayed: boolean
}

/** Our transfer reference: unique, and within Paystack's 16–50 characters of [a-z0-9_-]. */
const referenceFor = (payoutId: string) => `wd_${payoutId.replace(/-/g, '')}`

/**
 * Moves the amount from available to pending payout at once and records the payout to send
 * (the provider is asked after this commits: no outside call runs inside a transaction). Only to
 * a bank account this user confirmed. 409 when available is short.
 */
export async function withdraw(ex: Executor, w: { userId: string; amount: number; bankAccountId: string; idempotencyKey: string }): Promise<Withdrawal> {
  assertAmount(w.amount)
  return ex.transaction(async (tx) => {
    const bank = await getBankAccount(tx, w.userId, w.bankAccountId)
    if (bank.status !== 'confirmed') throw conflict('Confirm this bank account (bank-add) before withdrawing to it', 'bank_account_unconfirmed')
    const payoutId = randomUUID()
    const posted = await post(tx, {
      type: 'withdraw',
      status: 'pending',
      idempotencyKey: w.idempotencyKey,
      userId: w.userId,
      amount: w.amount,
      counterparty: `${bank.bankName} ••••${bank.accountNumber.slice(-4)}`,
      reference: payoutId,
      metadata: { bankAccountId: bank.id },
      legs: [
        { account: userAccount(w.userId, 'available'), amount: -w.amount },
        { account: userAccount(w.userId, 'pending_payout'), amount: w.amount },
      ],
    })
    if (posted.replayed) {
      const [payout] = await tx.select().from(walletPayouts).where(eq(walletPayouts.withdrawTransactionId, posted.transaction.id))
      if (!payout) throw new Error(`Withdrawal ${posted.transaction.id} has no payout`)
      return { ...posted, payout }
    }
    const [payout] = await tx
      .insert(walletPayouts)
      .values({ id: payoutId, userId: w.userId, bankAccountId: bank.id, amount: w.amount, reference: referenceFor(payoutId), withdrawTransactionId: posted.transaction.id })
      .returning()
    return { ...posted, payout: payout! }
  })
}

export type PayoutOutcome = { state: 'success' } | { state: 'failed' | 'reversed'; reason?: string }

/**
 * Applies the provider's final word, once. Success: pending payout → payouts out. Failure: the
 * money returns to available — from pending payout, or from payouts out when the provider
 * reverses a transfer it had reported paid. The payout row is locked, so the settlement job and
 * a webhook reporting the same outcome cannot both apply it. `changed` is false for a repeat.
 */
export async function resolvePayout(ex: Executor, payoutId: string, outcome: PayoutOutcome): Promise<{ payout: PayoutRow; changed: boolean }> {
  return ex.transaction(async (tx) => {
    const [p] = await tx.select().from(walletPayouts).where(eq(walletPayouts.id, payoutId)).for('update')
    if (!p) throw notFound('No such payout')
    const [request] = await tx.select({ counterparty: walletTransactions.counterparty }).from(walletTransactions).where(eq(walletTransactions.id, p.withdrawTransactionId))
    const base = { userId: p.userId, amount: p.amount, reference: p.id, counterparty: request?.counterparty ?? null }
    let status: 'succeeded' | 'failed'
    if (outcome.state === 'success') {
      if (p.status === 'succeeded' || p.status === 'failed') return { payout: p, changed: false }
      await post(tx, {
        ...base,
        type: 'payout',
        idempotencyKey: `payout:${p.id}:settled`,
        legs: [
          { account: userAccount(p.userId, 'pending_payout'), amount: -p.amount },
          { account: platformAccount('payouts_out'), amount: p.amount },
        ],
      })
      status = 'succeeded'
    } else {
      if (p.status === 'failed') return { payout: p, changed: false }
      const from = p.status === 'succeeded' ? platformAccount('payouts_out') : userAccount(p.userId, 'pending_payout')
      await post(tx, {
        ...base,
        type: 'payout_failed',
        idempotencyKey: `payout:${p.id}:returned`,
        metadata: { reason: outcome.reason ?? null, providerState: outcome.state },
        legs: [
          { account: from, amount: -p.amount },
          // A reversal can arrive after the account was deleted: the bank's money is kept, not lost.
          { account: userAccount(p.userId, 'available'), amount: p.amount, unclaimedIfClosed: true },
        ],
      })
      status = 'failed'
    }
    const txStatus = outcome.state === 'success' ? 'succeeded' : outcome.state
    await tx.update(walletTransactions).set({ status: txStatus }).where(eq(walletTransactions.id, p.withdrawTransactionId))
    const [payout] = await tx
      .update(walletPayouts)
      .set({ status, lastError: outcome.state === 'success' ? null : (outcome.reason ?? outcome.state), updatedAt: new Date() })
      .where(eq(walletPayouts.id, p.id))
      .returning()
    return { payout: payout!, changed: true }
  })
}

/**
 * Claims up to `limit` payouts that are due, for one settlement run: FOR UPDATE SKIP LOCKED lets
 * several processes claim at once without taking the same rows, and pushing next_attempt_at out
 * by `leaseMs` is the lease — no transaction stays open while the provider is called, and a
 * process that dies mid-run leaves rows that become due again when the lease runs out. `ids`
 * narrows the claim to named payouts (a withdrawal sending its own at once).
 */
export async function claimDuePayouts(ex: Executor, o: { now: Date; limit: number; leaseMs: number; ids?: string[] }): Promise<PayoutRow[]> {
  const due = ex
    .select({ id: walletPayouts.id })
    .from(walletPayouts)
    .where(
      and(
        inArray(walletPayouts.status, ['pending', 'processing']),
        lte(walletPayouts.nextAttemptAt, o.now),
        o.ids ? inArray(walletPayouts.id, o.ids) : undefined,
      ),
    )
    .orderBy(asc(walletPayouts.nextAttemptAt))
    .limit(o.limit)
    .for('update', { skipLocked: true })
  return ex
    .update(walletPayouts)
    .set({ nextAttemptAt: new Date(o.now.getTime() + o.leaseMs), attempts: sql`${walletPayouts.attempts} + 1`, updatedAt: new Date() })
    .where(inArray(walletPayouts.id, due))
    .returning()
}

/** Records where an unfinished payout stands and when to look at it next. */
export async function notePayoutProgress(
  ex: Executor,
  id: string,
  p: { status: 'pending' | 'processing'; nextAttemptAt: Date; lastError?: string | null },
): Promise<void> {
  await ex
    .update(walletPayouts)
    .set({ status: p.status, nextAttemptAt: p.nextAttemptAt, lastError: p.lastError ?? null, updatedAt: new Date() })
    .where(and(eq(walletPayouts.id, id), inArray(walletPayouts.status, ['pending', 'processing'])))
}

export async function findPayoutByReference(ex: Executor, reference: string): Promise<PayoutRow | undefined> {
  const [row] = await ex.select().from(walletPayouts).where(eq(walletPayouts.reference, reference))
  return row
}
