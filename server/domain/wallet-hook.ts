import type { Tx } from '../db/client'
import { ensureWalletOn } from '../wallet/ledger-port'

/**
 * Called inside the transaction that creates any account (sign-up, processAdmin, start-up
 * admin, demo accounts): everyone has a wallet (DESIGN §4). This is what the wallet service's
 * `POST /create` does; in one process it runs in the same transaction, so an account never
 * exists without its wallet.
 */
export async function createWalletForNewAccount(tx: Tx, userId: string): Promise<void> {
  await ensureWalletOn(tx, userId)
}
