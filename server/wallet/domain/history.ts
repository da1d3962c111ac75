import { and, count, desc, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { walletAccounts, walletEntries, walletTransactions } from '../schema'
import type { TransactionStatus, TransactionType } from '../schema-values'

export interface HistoryFilter {
  /** Whose history: their view of each movement. Omitted (admins only): every transaction, seen by its owner. */
  userId?: string
  type?: TransactionType
  status?: TransactionStatus
  page: number
  perPage: number
}

export interface HistoryItem {
  id: string
  type: TransactionType
  /** Minor units, always positive; what changed for the viewer (a creator sees the pay net of fee). */
  amount: number
  direction: 'credit' | 'debit'
  status: TransactionStatus
  /** The other side: a user id, or a label such as the bank account or the provider. */
  counterparty: string | null
  reference: string | null
  userId: string
  createdAt: string
}

/**
 * A history, newest first, computed from the entries: each transaction's amount and direction
 * are what it did to the viewer's available balance, or, when that did not move (a payment out
 * of escrow), to the viewer's accounts together. A settled payout is left out of a user's view —
 * their withdrawal already shows the debit, and its status turns 'succeeded'.
 *
 * Two steps so a long history stays fast: pick the page of transactions first (newest by seq,
 * touching the viewer's accounts), then sum entries for those twenty only.
 */
export async function listTransactions(ex: Executor, f: HistoryFilter): Promise<{ items: HistoryItem[]; total: number }> {
  const conditions: SQL[] = []
  if (f.type) conditions.push(eq(walletTransactions.type, f.type))
  if (f.status) conditions.push(eq(walletTransactions.status, f.status))
  if (f.userId) {
    const accounts = ex.select({ id: walletAccounts.id }).from(walletAccounts).where(eq(walletAccounts.owner, f.userId))
    const touches = ex
      .select({ one: sql`1` })
      .from(walletEntries)
      .where(and(eq(walletEntries.transactionId, walletTransactions.id), inArray(walletEntries.accountId, accounts)))
    conditions.push(ne(walletTransactions.type, 'payout'), exists(touches))
  }
  const where = conditions.length ? and(...conditions) : undefined
  const page = await ex
    .select()
    .from(walletTransactions)
    .where(where)
    .orderBy(desc(walletTransactions.seq))
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage)
  const [counted] = await ex.select({ n: count() }).from(walletTransactions).where(where)
  if (page.length === 0) return { items: [], total: counted?.n ?? 0 }

  const viewer = f.userId ? sql`${f.userId}` : sql`${walletTransactions.userId}`
  const nets = await ex
    .select({
      id: walletEntries.transactionId,
      available: sql<number>`coalesce(sum(${walletEntries.amount}) filter (where ${walletAccounts.kind} = 'available'), 0)`.mapWith(Number),
      total: sql<number>`sum(${walletEntries.amount})`.mapWith(Number),
    })
    .from(walletEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
    .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId))
    .where(and(inArray(walletEntries.transactionId, page.map((t) => t.id)), sql`${walletAccounts.owner} = ${viewer}`))
    .groupBy(walletEntries.transactionId)
  const byId = new Map(nets.map((n) => [n.id, n]))

  const items = page.map((t): HistoryItem => {
    const n = byId.get(t.id)
    const net = n ? (n.available !== 0 ? n.available : n.total) : 0
    const viewerId = f.userId ?? t.userId
    return {
      id: t.id,
      type: t.type,
      amount: net !== 0 ? Math.abs(net) : t.amount,
      direction: net > 0 ? 'credit' : 'debit',
      status: t.status,
      counterparty: viewerId === t.userId ? t.counterparty : t.userId,
      reference: t.reference,
      userId: t.userId,
      createdAt: t.createdAt.toISOString(),
    }
  })
  return { items, total: counted?.n ?? 0 }
}
