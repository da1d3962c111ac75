import { BankAddBodySchema, BankAddInitBodySchema } from '@server/routes/wallet/wallet.schemas'
import { BankAccountSchema, TransactionPageSchema, type BankAccountView, type TransactionView } from '@server/wallet/wallet.schemas'
import { db } from '@/db/db'
import { ApiError, NetworkError, UNREACHABLE_MESSAGE } from '@/lib/api/errors'
import { apiRequest } from '@/lib/api/client'
import { formatMoney } from '@/lib/portal/format'
import { discardEntry, retryEntry } from '@/lib/sync/outbox'
import { TRANSACTIONS_MIRRORED, walletBanksCollection } from '@/lib/sync/portal/wallet-lists'
import { fundWalletWrite, withdrawWrite } from './writes'
import { queueWrite } from '@/lib/sync/queue-write'
import { requestPull, requestReplay } from '@/lib/sync/signals'
import { queueFailure as failure } from '@/lib/sync/action-result'

export type ActionResult = { ok: true; message?: string } | { ok: false; message: string }

const queuedMessage = (what: string) => (navigator.onLine ? `${what} is on its way.` : `${what} saved on this device; it will be sent when you are back online.`)

/** Adds `amount` (minor units, as `checkFundAmount` accepted it) to the wallet. Queued: it goes out now or when the connection returns. */
export async function fundWallet(amount: number, currency: string): Promise<ActionResult> {
  try {
    await queueWrite(fundWalletWrite, { amount })
    return { ok: true, message: queuedMessage(`Funding of ${formatMoney(amount, currency)}`) }
  } catch (err) {
    return failure(err)
  }
}

/** Sends `amount` (as `checkWithdrawal` accepted it) to a confirmed bank account. Queued too. */
export async function withdraw(amount: number, currency: string, account: BankAccountView | undefined): Promise<ActionResult> {
  if (!account) return { ok: false, message: 'Choose the bank account to send the money to.' }
  try {
    await queueWrite(withdrawWrite, { amount, bank_account_id: account.id, accountLabel: accountLabel(account) })
    return { ok: true, message: queuedMessage(`Withdrawal of ${formatMoney(amount, currency)}`) }
  } catch (err) {
    return failure(err)
  }
}

/** "Guaranty Trust Bank ••••6789 (ADA OBI)". */
export function accountLabel(a: Pick<BankAccountView, 'bankName' | 'accountNumber'>): string {
  return `${a.bankName} ••••${a.accountNumber.slice(-4)}`
}

/** A failure with `retry` was the network's, not the server's refusal: the form offers to try again. */
export type LookupResult = { ok: true; account: BankAccountView } | { ok: false; message: string; field?: 'bank_code' | 'account_number'; retry?: boolean }

const OFFLINE_LOOKUP = 'Adding a bank account needs a connection: the bank is asked for the account name. Try again when you are online.'

function lookupFailure(err: unknown): { ok: false; message: string; retry?: boolean } {
  // No answer, or a gateway's in its place: say so plainly, never as a refusal.
  if (err instanceof NetworkError || (err instanceof ApiError && err.status >= 502 && err.status <= 504)) return { ok: false, message: UNREACHABLE_MESSAGE, retry: true }
  if (err instanceof ApiError) return { ok: false, message: err.message }
  return failure(err)
}

/** Step one, online only: the bank resolves the account holder's name for the user to confirm. */
export async function resolveBankAccount(bankCode: string, accountNumber: string): Promise<LookupResult> {
  const parsed = BankAddInitBodySchema.safeParse({ bank_code: bankCode, account_number: accountNumber.replace(/\s/g, '') })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path[0] === 'bank_code' ? 'bank_code' : 'account_number'
    return { ok: false, field, message: field === 'bank_code' && !bankCode ? 'Choose your bank.' : (issue?.message ?? 'Check the account number.') }
  }
  if (!navigator.onLine) return { ok: false, message: OFFLINE_LOOKUP }
  try {
    return { ok: true, account: await apiRequest('/auth/bank-add-init', { method: 'POST', body: parsed.data, schema: BankAccountSchema }) }
  } catch (err) {
    return lookupFailure(err)
  }
}

/** Step two: the user confirmed the name; withdrawals may go to the account from now on. */
export async function confirmBankAccount(id: string): Promise<ActionResult> {
  const parsed = BankAddBodySchema.safeParse({ id })
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'This account cannot be confirmed.' }
  if (!navigator.onLine) return { ok: false, message: 'Confirming the account needs a connection. Try again when you are online.' }
  try {
    const account = await apiRequest('/auth/bank-add', { method: 'POST', body: parsed.data, schema: BankAccountSchema })
    // Shown at once; the pull that follows brings the list as the server has it.
    await db.transaction('rw', db.walletBanks, async () => {
      const row = await db.walletBanks.get('me')
      if (row) await db.walletBanks.put({ ...row, accounts: [...row.accounts.filter((a) => a.id !== account.id), account] })
    })
    requestPull([walletBanksCollection.name], true)
    return { ok: true, message: `${accountLabel(account)} (${account.accountName}) added.` }
  } catch (err) {
    return lookupFailure(err)
  }
}

export type OlderResult = { ok: true; rows: TransactionView[]; more: boolean } | { ok: false; message: string }

/** Page `page` (2 and on) of 100 transactions, past the latest 100 this device keeps; online only. */
export async function loadOlderTransactions(page: number): Promise<OlderResult> {
  if (!navigator.onLine) return { ok: false, message: 'Older transactions load when you are online.' }
  try {
    const body = await apiRequest('/auth/get-all-transactions', { query: { page, perPage: TRANSACTIONS_MIRRORED }, schema: TransactionPageSchema })
    return { ok: true, rows: body.transactions, more: body.page * body.perPage < body.total }
  } catch (err) {
    return err instanceof NetworkError ? { ok: false, message: 'Older transactions load when you are online.' } : lookupFailure(err)
  }
}

/** A refused funding or withdrawal: try it again as it was (same idempotency key)... */
export async function retryWalletEntry(seq: number): Promise<void> {
  await retryEntry(db, seq)
  requestReplay()
}

/** ...or give it up. */
export async function discardWalletEntry(seq: number): Promise<void> {
  await discardEntry(db, seq)
}

/** Saves `text` as a file through the browser (no server involved). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  // A byte order mark, so spreadsheet programs read the currency signs and names as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
