import { conflict } from '../lib/errors'
import type { WalletClient } from '../wallet/client'
import { formatMoney } from '../lib/money-format'

/**
 * An account that holds money cannot be deleted: its balance would stay in the ledger under an
 * owner nobody can sign in as. 409 saying how much is where and what to do first.
 */
export async function assertHoldsNoMoney(wallet: WalletClient, userId: string): Promise<void> {
  const b = await wallet.getBalances(userId)
  const parts: string[] = []
  if (b.available > 0) parts.push(`${formatMoney(b.available, b.currency)} available (withdraw it to a bank account)`)
  if (b.escrow > 0) parts.push(`${formatMoney(b.escrow, b.currency)} in escrow for live sounds or requests (delete them to get it back)`)
  if (b.pendingPayout > 0) parts.push(`${formatMoney(b.pendingPayout, b.currency)} in withdrawals still being paid out (wait for them to finish)`)
  if (parts.length) throw conflict(`This account still holds money: ${parts.join('; ')}. Delete it once the balance is zero.`, 'money_left')
}
