import { HttpError } from '../lib/errors'
import type { HistoryFilter } from './domain/history'
import type { PlatformTotals } from './domain/totals'
import type { Bank } from './providers/types'
import type { BalancesView, BankAccountView, ClosingView, FundingView, TransactionPage, TransactionView, WithdrawalView } from './wallet.schemas'

interface Keyed {
  /** Moves money once per key; namespace it by caller and purpose. */
  idempotencyKey: string
  reference?: string | null
  /** Kept with the transaction (e.g. the use a payment is for). */
  metadata?: Record<string, unknown>
}

/** Movements of escrowed money, for the marketplace when it cannot share the wallet's database. */
export type Movement =
  | (Keyed & { type: 'escrow'; userId: string; amount: number })
  | (Keyed & { type: 'refund'; userId: string; amount: number })
  | (Keyed & { type: 'pay'; fromUserId: string; toUserId: string; amount: number; fee: number; onHold?: boolean })
  | (Keyed & { type: 'release'; fromUserId: string; toUserId: string; amount: number })
  | (Keyed & { type: 'hold_release'; userId: string; amount: number })
  | (Keyed & { type: 'clawback'; fromUserId: string; toUserId: string; amount: number; fee: number; toEscrow: boolean })

/**
 * What the portal asks of the wallet. Two implementations with the same behaviour: the wallet
 * service itself, in process on the same database (createWalletService), and httpWalletClient
 * for a wallet deployed apart. Errors arrive as HttpError with the wallet's status and message.
 */
export interface WalletClient {
  createWallet(userId: string): Promise<{ created: boolean }>
  getBalances(userId: string): Promise<BalancesView>
  /** Closes the wallet of an account being deleted, when it holds nothing; nothing moves into it after. */
  closeWallet(userId: string): Promise<ClosingView>
  listTransactions(filter: HistoryFilter): Promise<TransactionPage>
  listBanks(): Promise<Bank[]>
  initBankAccount(a: { userId: string; bankCode: string; accountNumber: string }): Promise<BankAccountView>
  confirmBankAccount(a: { userId: string; id: string }): Promise<BankAccountView>
  listBankAccounts(userId: string, opts: { confirmedOnly: boolean }): Promise<BankAccountView[]>
  fund(f: { userId: string; amount: number; email: string; idempotencyKey: string }): Promise<FundingView>
  withdraw(w: { userId: string; amount: number; bankAccountId: string; idempotencyKey: string }): Promise<WithdrawalView>
  move(m: Movement): Promise<TransactionView>
  /** Money totals across the platform (admin dashboards). */
  platformTotals(): Promise<PlatformTotals>
}

/** The header that carries the service key between the portal and a separate wallet. */
export const WALLET_KEY_HEADER = 'x-wallet-key'

/** Statuses that describe the caller's request and pass through to the portal's caller as they are. */
const PASS_THROUGH = new Set([400, 404, 409, 422])

/**
 * The wallet over HTTP (when WALLET_URL is set). A refusal the user caused (insufficient funds,
 * a bad bank account) keeps its status; anything else — the wallet down, a wrong service key —
 * is a 502, so a wallet misconfiguration never looks like the user's session expiring (401).
 */
export function httpWalletClient(o: { baseUrl: string; serviceKey: string; fetch?: typeof fetch; timeoutMs?: number }): WalletClient {
  const base = o.baseUrl.replace(/\/$/, '')
  const doFetch = o.fetch ?? fetch
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: { [WALLET_KEY_HEADER]: o.serviceKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
      })
    } catch (err) {
      const why = err instanceof Error ? err.message : 'network error'
      throw new HttpError(502, `The wallet service cannot be reached (${why}); try again shortly`, 'wallet_unavailable')
    }
    const json = (await res.json().catch(() => null)) as (T & { message?: string; code?: string; issues?: unknown }) | null
    if (res.ok && json !== null) return json
    if (PASS_THROUGH.has(res.status)) throw new HttpError(res.status as 400, json?.message ?? 'The wallet refused the request', json?.code, json?.issues)
    throw new HttpError(502, `The wallet service failed (${res.status}); try again shortly`, 'wallet_unavailable')
  }
  const q = (params: Record<string, string | number | boolean | undefined>) =>
    new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString()
  return {
    createWallet: (userId) => call('POST', '/create', { userId }),
    getBalances: (userId) => call('GET', `/balances/${encodeURIComponent(userId)}`),
    closeWallet: (userId) => call('POST', '/close', { userId }),
    listTransactions: (f) => call('GET', `/transactions?${q({ ...f })}`),
    listBanks: () => call<{ banks: Bank[] }>('GET', '/banks').then((r) => r.banks),
    initBankAccount: (a) => call('POST', '/bank-accounts/init', a),
    confirmBankAccount: (a) => call('POST', '/bank-accounts/confirm', a),
    listBankAccounts: (userId, opts) => call<{ accounts: BankAccountView[] }>('GET', `/bank-accounts?${q({ userId, ...opts })}`).then((r) => r.accounts),
    fund: (f) => call('POST', '/fundings', f),
    withdraw: (w) => call('POST', '/withdrawals', w),
    move: (m) => call('POST', '/movements', m),
    platformTotals: () => call('GET', '/totals'),
  }
}
