import type { Tx } from '../db/client'

/**
 * Called inside the transaction that creates any account (sign-up, processAdmin, start-up
 * admin, demo accounts). The wallet issue makes this call the wallet service's `POST /create`
 * (DESIGN §4: everyone has a wallet); until then there is nothing to create.
 */
export async function createWalletForNewAccount(_tx: Tx, _userId: string): Promise<void> {}
