import type { Database } from '../db/client'
import { HttpError, unauthorized } from '../lib/errors'
import type { WalletClient } from './client'
import { closeWallet, ensureWallet, getBalances } from './domain/accounts'
import { confirmBankAccount, initBankAccount, listBankAccounts } from './domain/bank-accounts'
import { completeFunding, startFunding } from './domain/fundings'
import { listTransactions } from './domain/history'
import { findPayoutByReference, withdraw } from './domain/payouts'
import { fixLedgerCurrency } from './currency'
import { moveOn, platformTotalsOn } from './ledger-port'
import type { PaymentProvider } from './providers/types'
import { applyPayoutOutcome, settlePayouts, type NotifyHook, type SettleOptions, type SettleReport } from './settlement'
import { bankAccountView, fundingView, transactionView, withdrawalView } from './views'

/**
 * The provider as a user's request meets it: its failures (down, timing out) are neither the
 * user's fault nor a bug here, so they answer 502 to retry rather than 500.
 */
function userFacing(provider: PaymentProvider): PaymentProvider {
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args)
      } catch (err) {
        const why = err instanceof Error ? err.message : 'unknown error'
        throw new HttpError(502, `The payment provider did not answer (${why}); try again shortly`, 'provider_unavailable')
      }
    }
  return {
    ...provider,
    listBanks: guard(() => provider.listBanks()),
    resolveAccount: guard((code: string, number: string) => provider.resolveAccount(code, number)),
    startFunding: guard((f: Parameters<PaymentProvider['startFunding']>[0]) => provider.startFunding(f)),
  }
}

export interface WalletDeps {
  database: Database
  provider: PaymentProvider
  /** The deployment's one currency (env CURRENCY). */
  currency: string
  notify?: NotifyHook
  log?: (message: string) => void
}

export interface WalletService extends WalletClient {
  readonly deps: WalletDeps
  settlePayouts(options?: Omit<SettleOptions, 'notify' | 'log'>): Promise<SettleReport>
  /** A provider callback; 401 when its signature does not check out. */
  handleWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<{ handled: string }>
}

/**
 * The wallet itself: the domain functions bound to one database and one provider. Used in
 * process by the portal (it is a WalletClient) and behind the wallet's own HTTP API.
 */
export function createWalletService(deps: WalletDeps): WalletService {
  const { db } = deps.database
  const { provider } = deps
  const facing = userFacing(provider)
  const hooks = { notify: deps.notify, log: deps.log ?? ((m: string) => console.warn(m)) }
  let ready: Promise<void> | undefined
  const checked = () => (ready ??= fixLedgerCurrency(db, deps.currency).catch((err: unknown) => ((ready = undefined), Promise.reject(err))))

  return {
    deps,
    async createWallet(userId) {
      await checked()
      return ensureWallet(db, userId)
    },
    async getBalances(userId) {
      return { currency: deps.currency, ...(await getBalances(db, userId)) }
    },
    async closeWallet(userId) {
      const { closed, balances } = await closeWallet(db, userId)
      return { closed, balances: { currency: deps.currency, ...balances } }
    },
    async listTransactions(f) {
      const { items, total } = await listTransactions(db, f)
      return { transactions: items, total, page: f.page, perPage: f.perPage }
    },
    listBanks: () => facing.listBanks(),
    async initBankAccount(a) {
      return bankAccountView(await initBankAccount(db, facing, a))
    },
    async confirmBankAccount(a) {
      return bankAccountView(await confirmBankAccount(db, a))
    },
    async listBankAccounts(userId, opts) {
      return (await listBankAccounts(db, userId, opts)).map(bankAccountView)
    },
    async fund(f) {
      await checked()
      return fundingView(await startFunding(db, facing, f))
    },
    async withdraw(w) {
      await checked()
      const first = await withdraw(db, w)
      if (first.replayed || first.payout.status !== 'pending') return withdrawalView(first)
      // Ask the provider now; whatever happens here, the settlement job finishes the job later.
      await settlePayouts(db, provider, { ...hooks, ids: [first.payout.id] }).catch((err: unknown) => hooks.log(`[wallet] payout ${first.payout.id} will be retried: ${String(err)}`))
      // The same key again is a read: the withdrawal as the provider's answer left it.
      return withdrawalView(await withdraw(db, w))
    },
    async move(m) {
      await checked()
      return transactionView((await moveOn(db, m)).transaction)
    },
    platformTotals: () => platformTotalsOn(db),
    settlePayouts: (options = {}) => settlePayouts(db, provider, { ...hooks, ...options }),
    async handleWebhook(rawBody, headers) {
      const event = provider.parseWebhook(rawBody, headers)
      if (!event) throw unauthorized('Bad webhook signature')
      if (event.kind === 'charge_succeeded') {
        const done = await completeFunding(db, { reference: event.reference, amount: event.amount, source: provider.name })
        if (done?.changed && done.transaction && hooks.notify) {
          await Promise.resolve(hooks.notify(done.funding.userId, 'wallet_funded', { amount: done.transaction.amount, reference: event.reference })).catch((err: unknown) =>
            hooks.log(`[wallet] notify failed: ${String(err)}`),
          )
        }
        return { handled: done ? 'funding' : 'unknown_reference' }
      }
      if (event.kind === 'transfer_final') {
        const payout = await findPayoutByReference(db, event.reference)
        if (!payout) return { handled: 'unknown_reference' }
        const outcome = event.state === 'success' ? { state: 'success' as const } : { state: event.state, reason: event.reason }
        await applyPayoutOutcome(db, payout.id, outcome, hooks)
        return { handled: 'payout' }
      }
      return { handled: 'ignored' }
    },
  }
}
