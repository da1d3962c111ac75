import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { badRequest } from '../../lib/errors'
import { walletAccounts } from '../schema'
import { PLATFORM, USER_ACCOUNT_KINDS, type AccountKind, type PLATFORM_ACCOUNT_KINDS } from '../schema-values'

export interface AccountRef {
  owner: string
  kind: AccountKind
}

export type AccountRow = typeof walletAccounts.$inferSelect

export function userAccount(userId: string, kind: (typeof USER_ACCOUNT_KINDS)[number]): AccountRef {
  // The platform's accounts are reached only through platformAccount, never as a "user".
  if (!userId || userId === PLATFORM) throw badRequest(`Not a user id: ${JSON.stringify(userId)}`)
  return { owner: userId, kind }
}
export const platformAccount = (kind: (typeof PLATFORM_ACCOUNT_KINDS)[number]): AccountRef => ({ owner: PLATFORM, kind })

const refKey = (r: AccountRef) => `${r.owner}\u0000${r.kind}`
const matchAny = (refs: AccountRef[]) => or(...refs.map((r) => and(eq(walletAccounts.owner, r.owner), eq(walletAccounts.kind, r.kind))))

/** Creates the accounts that do not exist yet; existing ones are left alone (idempotent). */
async function createMissing(ex: Executor, refs: AccountRef[]): Promise<void> {
  // One statement in a fixed order, so two transactions creating overlapping accounts wait for
  // each other instead of deadlocking.
  const rows = [...refs]
    .sort((a, b) => refKey(a).localeCompare(refKey(b)))
    .map((r) => ({ id: randomUUID(), owner: r.owner, kind: r.kind, allowNegative: r.owner === PLATFORM && r.kind === 'funding_source' }))
  await ex.insert(walletAccounts).values(rows).onConflictDoNothing({ target: [walletAccounts.owner, walletAccounts.kind] })
}

/** A user's wallet: one account of each USER_ACCOUNT_KINDS. Safe to call again. */
export async function ensureWallet(ex: Executor, userId: string): Promise<{ created: boolean }> {
  const refs = USER_ACCOUNT_KINDS.map((kind) => userAccount(userId, kind))
  const existing = await ex.select({ id: walletAccounts.id }).from(walletAccounts).where(matchAny(refs))
  if (existing.length === refs.length) return { created: false }
  await createMissing(ex, refs)
  return { created: true }
}

/**
 * Locks the rows of the given accounts (creating any that are missing first) and returns them
 * keyed by owner and kind. Locking choice: SELECT ... FOR UPDATE in id order. Every posting
 * locks exactly the accounts it touches, so postings on unrelated wallets run in parallel, two
 * postings on the same account queue behind each other and the second reads the balance the
 * first committed (READ COMMITTED re-reads a locked row after the wait), and the single sorted
 * statement makes every transaction take its locks in the same order, so they cannot deadlock.
 * Serializable isolation would also be correct but turns every contended withdrawal into a
 * retry loop; row locks make the 50-at-once case a plain queue with no retries.
 */
export async function lockAccounts(ex: Executor, refs: AccountRef[]): Promise<Map<string, AccountRow>> {
  const unique = [...new Map(refs.map((r) => [refKey(r), r])).values()]
  const present = await ex.select({ owner: walletAccounts.owner, kind: walletAccounts.kind }).from(walletAccounts).where(matchAny(unique))
  if (present.length < unique.length) {
    const have = new Set(present.map(refKey))
    await createMissing(
      ex,
      unique.filter((r) => !have.has(refKey(r))),
    )
  }
  const rows = await ex.select().from(walletAccounts).where(matchAny(unique)).orderBy(asc(walletAccounts.id)).for('update')
  return new Map(rows.map((r) => [refKey(r), r]))
}

export function pick(accounts: Map<string, AccountRow>, ref: AccountRef): AccountRow {
  const row = accounts.get(refKey(ref))
  if (!row) throw new Error(`Account ${ref.owner}/${ref.kind} was not locked`)
  return row
}

export interface Balances {
  available: number
  escrow: number
  pendingPayout: number
  /** Earned for videos, waiting for the payout hold to end (see USER_ACCOUNT_KINDS). */
  onHold: number
}

/** A user's balances in minor units; zeros for a user whose wallet does not exist yet. */
export async function getBalances(ex: Executor, userId: string): Promise<Balances> {
  const rows = await ex.select({ kind: walletAccounts.kind, balance: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.owner, userId))
  const of = (kind: AccountKind) => rows.find((r) => r.kind === kind)?.balance ?? 0
  return { available: of('available'), escrow: of('escrow'), pendingPayout: of('pending_payout'), onHold: of('on_hold') }
}

/**
 * Closes a user's wallet for good, as their account is deleted, when every balance is zero. It
 * locks the user's accounts as every posting does, so a credit either committed before (and the
 * balance it left refuses the closing) or waits and then meets a closed account (post refuses
 * it). Returns the balances found, so the caller can say what is left when it was refused.
 */
export async function closeWallet(ex: Executor, userId: string): Promise<{ closed: boolean; balances: Balances }> {
  return ex.transaction(async (tx) => {
    const locked = await lockAccounts(
      tx,
      USER_ACCOUNT_KINDS.map((kind) => userAccount(userId, kind)),
    )
    const of = (kind: (typeof USER_ACCOUNT_KINDS)[number]) => pick(locked, userAccount(userId, kind)).balance
    const balances = { available: of('available'), escrow: of('escrow'), pendingPayout: of('pending_payout'), onHold: of('on_hold') }
    if (Object.values(balances).some((b) => b !== 0)) return { closed: false, balances }
    await tx
      .update(walletAccounts)
      .set({ closedAt: sql`now()` })
      .where(and(eq(walletAccounts.owner, userId), isNull(walletAccounts.closedAt)))
    return { closed: true, balances }
  })
}

/** Whether the user's wallet was closed; unlocked, for an early answer (postings check under their locks). */
export async function isClosed(ex: Executor, userId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.owner, userId), isNotNull(walletAccounts.closedAt)))
    .limit(1)
  return Boolean(row)
}
