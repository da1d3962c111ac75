import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { conflict, HttpError } from '../../lib/errors'
import { assertAmount } from '../money'
import { formatMoney } from '../../lib/money-format'
import { walletAccounts, walletEntries, walletSettings, walletTransactions } from '../schema'
import type { TransactionStatus, TransactionType } from '../schema-values'
import { lockAccounts, pick, platformAccount, type AccountRef } from './accounts'

/** One side of a movement: a signed amount on one account (positive raises its balance). */
export interface Leg {
  account: AccountRef
  amount: number
  /**
   * Money that arrived from outside and cannot be refused (a charge the provider confirmed, a
   * transfer the bank sent back): when `account` was closed, it goes to the platform's unclaimed
   * account instead. Any other leg on a closed account refuses the whole posting.
   */
  unclaimedIfClosed?: boolean
}

export interface Posting {
  type: TransactionType
  /** Unique across the ledger; namespace it (e.g. `portal:<user>:withdraw:<uuid>`, `sound:<id>:escrow`). */
  idempotencyKey: string
  userId: string
  amount: number
  legs: Leg[]
  counterparty?: string | null
  reference?: string | null
  status?: TransactionStatus
  reversesId?: string
  metadata?: Record<string, unknown>
}

export type TransactionRow = typeof walletTransactions.$inferSelect

export interface Posted {
  transaction: TransactionRow
  /** True when the key had been used: nothing moved this time, the original is returned. */
  replayed: boolean
}

const kindLabel: Record<string, string> = { available: 'available balance', escrow: 'escrow', pending_payout: 'pending payout' }

function validate(p: Posting): void {
  assertAmount(p.amount)
  if (!p.idempotencyKey || p.idempotencyKey.length > 300) throw new Error('A posting needs an idempotency key of at most 300 characters')
  if (p.legs.length < 2) throw new Error('A transaction needs at least two entries')
  for (const leg of p.legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`Entry amounts must be non-zero whole numbers, got ${leg.amount}`)
  }
  const sum = p.legs.reduce((s, l) => s + l.amount, 0)
  if (sum !== 0) throw new Error(`Unbalanced ${p.type}: entries sum to ${sum}`)
}

/** A replay must be the same movement; anything else reusing the key is the caller's bug. */
function assertSameMovement(existing: TransactionRow, p: Posting): void {
  const counterparty = p.counterparty ?? null
  const fee = (m: Record<string, unknown> | null | undefined) => (m && typeof m.fee === 'number' ? m.fee : null)
  if (existing.type !== p.type || existing.userId !== p.userId || existing.amount !== p.amount || existing.counterparty !== counterparty || fee(existing.metadata) !== fee(p.metadata)) {
    throw new HttpError(422, 'This idempotency key was already used for a different movement', 'idempotency_key_reused')
  }
}

async function byKey(ex: Executor, key: string): Promise<TransactionRow | undefined> {
  const [row] = await ex.select().from(walletTransactions).where(eq(walletTransactions.idempotencyKey, key))
  return row
}

/** A leg on a closed account: sent to the platform's unclaimed account when it may be, else null (refused). */
const closedLeg = (l: Leg, unclaimed: AccountRef): Leg | null => (l.unclaimedIfClosed ? { ...l, account: unclaimed } : null)

/**
 * Posts one balanced transaction, or returns the one already posted under the same key. Runs in
 * its own transaction, or in a savepoint when given one, so a refusal (insufficient funds)
 * leaves the caller's transaction usable. Balances never go below zero: the accounts are locked
 * first (see lockAccounts), then checked; the CHECK constraint on the table is the backstop.
 */
export async function post(ex: Executor, p: Posting): Promise<Posted> {
  validate(p)
  return ex.transaction(async (tx) => {
    const seen = await byKey(tx, p.idempotencyKey)
    if (seen) {
      assertSameMovement(seen, p)
      return { transaction: seen, replayed: true }
    }
    const unclaimed = platformAccount('unclaimed')
    const accounts = await lockAccounts(tx, [...p.legs.map((l) => l.account), ...(p.legs.some((l) => l.unclaimedIfClosed) ? [unclaimed] : [])])
    const placed = p.legs.map((l) => (pick(accounts, l.account).closedAt ? closedLeg(l, unclaimed) : l))
    const redirected = placed.some((l, i) => l !== null && l !== p.legs[i])
    const [row] = await tx
      .insert(walletTransactions)
      .values({
        id: randomUUID(),
        type: p.type,
        status: p.status ?? 'completed',
        idempotencyKey: p.idempotencyKey,
        userId: p.userId,
        counterparty: p.counterparty ?? null,
        reference: p.reference ?? null,
        amount: p.amount,
        reversesId: p.reversesId ?? null,
        metadata: redirected ? { ...p.metadata, unclaimed: true } : (p.metadata ?? null),
      })
      .onConflictDoNothing({ target: walletTransactions.idempotencyKey })
      .returning()
    if (!row) {
      // A concurrent call with the same key committed while we waited for the locks.
      const winner = await byKey(tx, p.idempotencyKey)
      if (!winner) throw new Error(`Idempotency key ${p.idempotencyKey} conflicted but cannot be read`)
      assertSameMovement(winner, p)
      return { transaction: winner, replayed: true }
    }
    // Refused only after the replay check: the same movement posted before the closing is answered.
    const legs = placed.filter((l): l is Leg => l !== null)
    if (legs.length < placed.length) throw conflict('This account was closed when it was deleted: no money can move into or out of it', 'account_closed')
    const deltas = new Map<string, number>()
    for (const leg of legs) {
      const account = pick(accounts, leg.account)
      deltas.set(account.id, (deltas.get(account.id) ?? 0) + leg.amount)
    }
    for (const account of accounts.values()) {
      const next = account.balance + (deltas.get(account.id) ?? 0)
      if (next < 0 && !account.allowNegative) {
        const [setting] = await tx.select({ value: walletSettings.value }).from(walletSettings).where(eq(walletSettings.key, 'currency'))
        const money = (minor: number) => formatMoney(minor, setting?.value ?? '')
        throw conflict(`Insufficient funds: your ${kindLabel[account.kind] ?? account.kind} is ${money(account.balance)}, this needs ${money(account.balance - next)}`, 'insufficient_funds')
      }
    }
    await tx.insert(walletEntries).values(legs.map((l) => ({ id: randomUUID(), transactionId: row.id, accountId: pick(accounts, l.account).id, amount: l.amount })))
    for (const [id, delta] of deltas) {
      if (delta !== 0) await tx.update(walletAccounts).set({ balance: sql`${walletAccounts.balance} + ${delta}` }).where(eq(walletAccounts.id, id))
    }
    return { transaction: row, replayed: false }
  })
}
