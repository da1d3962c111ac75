import type { WalletBalanceRow } from '../../db/mirrors/market'
import { useMirror } from '../sync/use-mirror'

/**
 * The signed-in user's balances as last pulled (with queued wallet writes on top); null before the
 * first pull, undefined while loading. Opening a screen that shows it asks for a fresh pull.
 */
export function useWalletBalance(): WalletBalanceRow | null | undefined {
  const rows = useMirror<WalletBalanceRow & Record<string, unknown>>('walletBalance')
  if (rows === undefined) return undefined
  return rows.find((r) => r.key === 'me') ?? null
}
