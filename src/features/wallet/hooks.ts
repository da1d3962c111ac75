import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '@/db/db'
import type { WalletBanksRow, WalletFundingRow, WalletTransactionRow } from '@/db/mirrors/wallet'
import type { PortalUserRow } from '@/db/sync-schema'
import { useWalletBalance } from '@/lib/portal/wallet-balance'
import { useUserData } from '@/lib/session/session'
import { entriesOf } from '@/lib/sync/outbox'
import type { Overlaid } from '@/lib/sync/overlay'
import { walletBanksCollection, walletTransactionsCollection } from '@/lib/sync/portal/wallet-lists'
import { WALLET_KIND } from './kinds'
import { useMirror } from '@/lib/sync/use-mirror'

// What the wallet screen reads: the mirrors (with queued writes on top) and the wallet's own
// outbox entries, so a refused funding or withdrawal shows its server message on the screen.

export { useWalletBalance }

export type TransactionItem = Overlaid<WalletTransactionRow>

/** The latest transactions with queued fundings and withdrawals on top; undefined while loading. */
export function useWalletTransactions(): TransactionItem[] | undefined {
  return useMirror<WalletTransactionRow & Record<string, unknown>>('walletTransactions')
}

/** Banks and the user's confirmed accounts; null before the first pull, undefined while loading. */
export function useWalletBanks(): WalletBanksRow | null | undefined {
  const rows = useMirror<WalletBanksRow & Record<string, unknown>>('walletBanks')
  if (rows === undefined) return undefined
  return rows.find((r) => r.key === 'me') ?? null
}

/** Fundings still waiting for the user at the provider's checkout page, newest first. */
export function useOpenFundings(): WalletFundingRow[] | undefined {
  return useLiveQuery(async () => (await db.walletFundings.orderBy('createdAt').reverse().toArray()).filter((f) => f.status === 'pending' && f.authorizationUrl))
}

/** Whether each wallet list has ever been pulled for this user (an empty list means nothing then). */
export function usePulled(): { transactions: boolean; banks: boolean } | undefined {
  const id = useUserData()?.id
  return useLiveQuery(async () => {
    const [t, b] = await db.syncState.bulkGet([walletTransactionsCollection.name, walletBanksCollection.name])
    const pulled = (s: typeof t) => Boolean(s?.lastPulledAt && s.userId === id)
    return { transactions: pulled(t), banks: pulled(b) }
  }, [id])
}

export interface WalletEntry {
  seq: number
  kind: 'fund' | 'withdraw'
  label: string
  amount: number
  status: 'pending' | 'sending' | 'paused' | 'rejected'
  message?: string
}

/** The user's queued fundings and withdrawals, refused ones with the server's message. */
export function useWalletEntries(): WalletEntry[] | undefined {
  const id = useUserData()?.id
  const userId = typeof id === 'string' ? id : null
  return useLiveQuery(async () => {
    if (!userId) return []
    const out: WalletEntry[] = []
    for (const e of await entriesOf(db, userId).toArray()) {
      if ((e.kind !== WALLET_KIND.fund && e.kind !== WALLET_KIND.withdraw) || e.status === 'confirmed') continue
      const input = e.input as { amount: number }
      const fund = e.kind === WALLET_KIND.fund
      out.push({
        seq: e.seq ?? 0,
        kind: fund ? 'fund' : 'withdraw',
        // The words the entry was queued with ("Withdrawal to Guaranty Trust Bank ••••6789").
        label: e.label ?? (fund ? 'Wallet funding' : 'Withdrawal'),
        amount: input.amount,
        status: e.status,
        ...(e.error ? { message: e.error.message } : {}),
      })
    }
    return out
  }, [userId])
}

/** Admins: account names by id, from the users list, to show whose each transaction is. */
export function useUserNames(enabled: boolean): Map<string, string> {
  // Only admins pull the users list (the collection is for them); others get an empty table.
  const users = useMirror<PortalUserRow>('portalUsers')
  const names = new Map<string, string>()
  if (!enabled) return names
  for (const u of users ?? []) names.set(u.id, u.fullName ? `${u.fullName} (${u.email})` : u.email)
  return names
}
