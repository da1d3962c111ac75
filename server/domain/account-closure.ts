import { eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { users } from '../db/schema/accounts'
import { conflict, type HttpError } from '../lib/errors'
import type { WalletClient } from '../wallet/client'
import { formatMoney } from '../lib/money-format'
import type { Balances, MoneyPort } from './money-port'

/**
 * An account that holds money cannot be deleted: its balance would stay in the ledger under an
 * owner nobody can sign in as. 409 saying how much is where and what to do first.
 */
function moneyLeft(b: Balances, currency: string): HttpError | null {
  const parts: string[] = []
  if (b.available > 0) parts.push(`${formatMoney(b.available, currency)} available (withdraw it to a bank account)`)
  if (b.escrow > 0) parts.push(`${formatMoney(b.escrow, currency)} in escrow for live sounds or requests (delete them to get it back)`)
  if (b.pendingPayout > 0) parts.push(`${formatMoney(b.pendingPayout, currency)} in withdrawals still being paid out (wait for them to finish)`)
  if (b.onHold > 0) parts.push(`${formatMoney(b.onHold, currency)} on hold for approved videos (wait for the hold to end, then withdraw it)`)
  return parts.length ? conflict(`This account still holds money: ${parts.join('; ')}. Delete it once the balance is zero.`, 'money_left') : null
}

/** The quick answer before a deletion starts, so an account with money hears that first. */
export async function assertHoldsNoMoney(wallet: WalletClient, userId: string): Promise<void> {
  const b = await wallet.getBalances(userId)
  const refusal = moneyLeft(b, b.currency)
  if (refusal) throw refusal
}

/**
 * The guarantee, as the last step of the transaction that deletes the account (its row locked
 * FOR UPDATE): the wallet closes only when it holds nothing, and takes no money after. A credit
 * either committed first, and the balance it left refuses the deletion, or it comes after and
 * is refused (holdAccountOpen in the marketplace, the closed accounts in the wallet).
 */
export async function closeWalletOf(tx: Executor, userId: string, o: { money: MoneyPort; currency: string }): Promise<void> {
  const { closed, balances } = await o.money.closeWallet(tx, userId)
  if (!closed) throw moneyLeft(balances, o.currency) ?? conflict('This account still holds money; delete it once the balance is zero', 'money_left')
}

/**
 * Taken by every marketplace movement that credits an account (a payment, a refund) before it
 * moves the money: a KEY SHARE lock on the account's row. A deletion holds that row FOR UPDATE
 * from its checks to its commit, so the two queue: the credit first, and the deletion finds the
 * money (or the movement waiting in the outbox) and refuses; the deletion first, and the credit
 * finds no account and is refused, its money staying where it was. KEY SHARE, as the foreign key
 * of a notification to the account takes, so credits and changes of the account (NO KEY UPDATE)
 * never wait for each other. Lock order: the campaign, then this row, then the wallet's accounts.
 */
export async function holdAccountOpen(tx: Executor, userId: string): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share')
  if (!row) throw conflict('This account was deleted: no money can be paid into it', 'account_deleted')
}
