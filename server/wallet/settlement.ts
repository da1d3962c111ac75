import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { claimDuePayouts, notePayoutProgress, resolvePayout, type PayoutOutcome, type PayoutRow } from './domain/payouts'
import type { PaymentProvider, TransferResult } from './providers/types'
import { walletBankAccounts } from './schema'

export type NotifyKind = 'payout_settled' | 'payout_failed' | 'wallet_funded'
/** How the wallet tells a user something happened; the portal writes it to its notifications. */
export type NotifyHook = (userId: string, kind: NotifyKind, data: Record<string, unknown>) => Promise<void> | void

export interface SettleOptions {
  notify?: NotifyHook
  /** The clock, so tests can step past leases and back-offs. */
  now?: Date
  limit?: number
  /** How long a claimed payout is left to this run before another run may take it. */
  leaseMs?: number
  /** How soon to ask again about a transfer the provider has not finished. */
  pollMs?: number
  log?: (message: string) => void
}

export interface SettleReport {
  claimed: number
  settled: number
  failed: number
  /** Still with the provider, or to be sent again after an error. */
  waiting: number
}

/** After an error the outcome is unknown: wait longer each time, at most half an hour. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000)

async function recipientFor(db: Db, provider: PaymentProvider, payout: PayoutRow): Promise<string> {
  const [bank] = await db.select().from(walletBankAccounts).where(eq(walletBankAccounts.id, payout.bankAccountId))
  if (!bank) throw new Error(`Payout ${payout.id} names a missing bank account`)
  if (bank.recipientCode) return bank.recipientCode
  const code = await provider.createRecipient({ bankCode: bank.bankCode, accountNumber: bank.accountNumber, accountName: bank.accountName })
  await db.update(walletBankAccounts).set({ recipientCode: code }).where(and(eq(walletBankAccounts.id, bank.id), isNull(walletBankAccounts.recipientCode)))
  return code
}

/**
 * One payout, claimed by this run: send it (first time), or ask where it stands (later times —
 * a previous attempt may have reached the provider before failing here), then apply a final
 * answer through the ledger. Every send uses the payout's own reference, so a resend pays once.
 */
async function work(db: Db, provider: PaymentProvider, payout: PayoutRow, o: Required<Pick<SettleOptions, 'pollMs'>> & SettleOptions, now: Date) {
  const send = async () =>
    provider.transfer({ reference: payout.reference, amount: payout.amount, recipientCode: await recipientFor(db, provider, payout), reason: 'Sound portal withdrawal' })
  let result: TransferResult
  try {
    const askFirst = payout.status === 'processing' || payout.attempts > 1
    result = askFirst ? await provider.transferStatus(payout.reference) : { state: 'not_found' }
    if (result.state === 'not_found') result = await send()
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    o.log?.(`[wallet] payout ${payout.id}: ${message}; will ask again`)
    await notePayoutProgress(db, payout.id, { status: payout.status === 'processing' ? 'processing' : 'pending', nextAttemptAt: new Date(now.getTime() + backoffMs(payout.attempts)), lastError: message })
    return 'waiting' as const
  }
  if (result.state === 'pending' || result.state === 'not_found') {
    await notePayoutProgress(db, payout.id, { status: 'processing', nextAttemptAt: new Date(now.getTime() + o.pollMs) })
    return 'waiting' as const
  }
  const outcome: PayoutOutcome = result.state === 'success' ? { state: 'success' } : { state: result.state, reason: result.reason }
  const done = await applyPayoutOutcome(db, payout.id, outcome, o)
  return done === 'succeeded' ? ('settled' as const) : ('failed' as const)
}

/** Applies a final outcome (from a run or a webhook) and tells the user, once. */
export async function applyPayoutOutcome(db: Db, payoutId: string, outcome: PayoutOutcome, o: Pick<SettleOptions, 'notify' | 'log'>) {
  const { payout, changed } = await resolvePayout(db, payoutId, outcome)
  if (changed && o.notify) {
    const kind = payout.status === 'succeeded' ? 'payout_settled' : 'payout_failed'
    const data = { payoutId: payout.id, amount: payout.amount, reference: payout.reference, ...(payout.lastError ? { reason: payout.lastError } : {}) }
    // The money has moved and is committed; a lost notification must not undo or repeat that.
    await Promise.resolve(o.notify(payout.userId, kind, data)).catch((err: unknown) => o.log?.(`[wallet] notify failed: ${String(err)}`))
  }
  return payout.status
}

/**
 * Resolves due payouts: sends new ones, polls unfinished ones, settles or returns the money on
 * a final answer. Safe to run from several processes at once (see claimDuePayouts), and what a
 * crash leaves behind — money in pending payout with no answer recorded — is simply due again.
 */
export async function settlePayouts(db: Db, provider: PaymentProvider, options: SettleOptions & { ids?: string[] } = {}): Promise<SettleReport> {
  const now = options.now ?? new Date()
  const o = { pollMs: 5_000, ...options }
  const claimed = await claimDuePayouts(db, { now, limit: o.limit ?? 50, leaseMs: o.leaseMs ?? 60_000, ids: o.ids })
  const report: SettleReport = { claimed: claimed.length, settled: 0, failed: 0, waiting: 0 }
  for (const payout of claimed) report[await work(db, provider, payout, o, now)] += 1
  return report
}
