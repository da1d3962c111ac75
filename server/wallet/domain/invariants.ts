import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'

export interface LedgerReport {
  /** Transactions whose entries do not sum to zero, or that have fewer than two entries. */
  unbalanced: { transactionId: string; sum: number; entries: number }[]
  /** Accounts whose cached balance differs from the sum of their entries. */
  cacheMismatch: { accountId: string; balance: number; sum: number }[]
  /** Accounts below zero that must not be. */
  negative: { accountId: string; balance: number }[]
  /** Sum of every account's balance; zero in a closed double-entry ledger. */
  total: number
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]))

/**
 * Checks the ledger's rules from the raw tables, independently of the code that wrote them:
 * used by the tests after every random sequence, and cheap enough for an admin health check.
 */
export async function checkLedger(ex: Executor): Promise<LedgerReport> {
  const unbalanced = rowsOf<{ transaction_id: string; sum: string; entries: string }>(
    await ex.execute(sql`
      select t.id as transaction_id, coalesce(sum(e.amount), 0)::text as sum, count(e.id)::text as entries
      from wallet_transactions t left join wallet_entries e on e.transaction_id = t.id
      group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`),
  )
  const cacheMismatch = rowsOf<{ account_id: string; balance: string; sum: string }>(
    await ex.execute(sql`
      select a.id as account_id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as sum
      from wallet_accounts a left join wallet_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`),
  )
  const negative = rowsOf<{ account_id: string; balance: string }>(
    await ex.execute(sql`select id as account_id, balance::text as balance from wallet_accounts where balance < 0 and not allow_negative`),
  )
  const [total] = rowsOf<{ total: string }>(await ex.execute(sql`select coalesce(sum(balance), 0)::text as total from wallet_accounts`))
  return {
    unbalanced: unbalanced.map((r) => ({ transactionId: r.transaction_id, sum: Number(r.sum), entries: Number(r.entries) })),
    cacheMismatch: cacheMismatch.map((r) => ({ accountId: r.account_id, balance: Number(r.balance), sum: Number(r.sum) })),
    negative: negative.map((r) => ({ accountId: r.account_id, balance: Number(r.balance) })),
    total: Number(total?.total ?? 0),
  }
}
