import { eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { walletSettings } from './schema'

/**
 * The ledger holds one currency (DESIGN §3). The first start records it; a later start with a
 * different CURRENCY would silently relabel every balance, so it is refused instead.
 */
export async function fixLedgerCurrency(ex: Executor, currency: string): Promise<void> {
  await ex.insert(walletSettings).values({ key: 'currency', value: currency }).onConflictDoNothing()
  const [row] = await ex.select().from(walletSettings).where(eq(walletSettings.key, 'currency'))
  if (row && row.value !== currency) {
    throw new Error(`The wallet ledger is kept in ${row.value}; CURRENCY=${currency} cannot be used with it`)
  }
}
