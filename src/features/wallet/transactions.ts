import { FundBodySchema, WithdrawBodySchema } from '@server/routes/wallet/wallet.schemas'
import { MAX_AMOUNT, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@server/wallet/schema-values'
import type { TransactionView } from '@server/wallet/wallet.schemas'
import { currencySymbol, formatDateTime, formatMoney, minorDigits, parseMoney } from '@/lib/portal/format'

// The wallet screen's pure logic: amounts typed in major units, the list's filters and its CSV.

export { TRANSACTION_STATUSES, TRANSACTION_TYPES }

export const TYPE_LABELS: Record<string, string> = {
  fund: 'Funding',
  escrow: 'Escrow',
  release: 'Escrow release',
  pay: 'Payment',
  refund: 'Refund',
  withdraw: 'Withdrawal',
  payout: 'Payout',
  payout_failed: 'Payout failed',
  reversal: 'Reversal',
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A user's name from `names`, a label (a bank account) as it is, and null for an id nobody named. */
export const namer = (names: ReadonlyMap<string, string>) => (value: string | null): string | null =>
  !value ? null : (names.get(value) ?? (UUID.test(value) ? null : value))

/**
 * What happened, in a sentence: the server's, or, for a row this device made for a queued
 * funding or withdrawal (not yet described by the server), one made here.
 */
export function sentenceOf(t: Pick<TransactionView, 'type' | 'counterparty' | 'description' | 'counterpartyName'>, name: (value: string | null) => string | null): string {
  if (t.description) return t.description
  const other = t.counterpartyName ?? name(t.counterparty)
  if (t.type === 'fund') return 'Money added to your wallet'
  if (t.type === 'withdraw') return other ? `Withdrawal to ${other}` : 'Withdrawal to your bank account'
  return TYPE_LABELS[t.type] ?? t.type
}

export const STATUS_LABELS: Record<string, string> = { completed: 'Completed', pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed', reversed: 'Reversed' }

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string }

/** The first message of a failed zod parse, named after the field as the user knows it. */
function firstIssue(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const issue = issues[0]
  if (!issue) return 'This is not valid.'
  const field = issue.path[0] === 'amount' ? 'Amount' : issue.path[0] === 'bank_account_id' ? 'Bank account' : ''
  return field && !issue.message.startsWith(field) && !issue.message.includes(String(issue.path[0])) ? `${field} ${issue.message}` : issue.message
}

function typedAmount(text: string, currency: string): AmountCheck {
  if (!text.trim()) return { ok: false, message: 'Enter an amount.' }
  const amount = parseMoney(text, currency)
  const digits = minorDigits(currency)
  if (amount === null) {
    return { ok: false, message: digits > 0 ? `Enter an amount like 1,500.00 (at most ${digits} digits after the point).` : 'Enter a whole amount like 1,500.' }
  }
  // In money, not the schema's count of kobo or cents.
  if (amount > MAX_AMOUNT) return { ok: false, message: `Enter at most ${formatMoney(MAX_AMOUNT, currency)}.` }
  return { ok: true, amount }
}

/** A funding amount as typed, checked with the server's own schema; minor units when valid. */
export function checkFundAmount(text: string, currency: string): AmountCheck {
  const typed = typedAmount(text, currency)
  if (!typed.ok) return typed
  const parsed = FundBodySchema.safeParse({ amount: typed.amount })
  return parsed.success ? { ok: true, amount: parsed.data.amount } : { ok: false, message: firstIssue(parsed.error.issues) }
}

/** A withdrawal as typed: the server's schema, then no more than the available balance. */
export function checkWithdrawal(text: string, currency: string, bankAccountId: string, available: number): AmountCheck {
  const typed = typedAmount(text, currency)
  if (!typed.ok) return typed
  if (!bankAccountId) return { ok: false, message: 'Choose the bank account to send the money to.' }
  const parsed = WithdrawBodySchema.safeParse({ amount: typed.amount, bank_account_id: bankAccountId })
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error.issues) }
  if (parsed.data.amount > available) return { ok: false, message: `Amount is more than your available balance (${formatMoney(Math.max(available, 0), currency)}).` }
  return { ok: true, amount: parsed.data.amount }
}

export interface TransactionFilter {
  type: string
  status: string
  /** `yyyy-MM-dd` (local), inclusive; empty for no bound. */
  from: string
  to: string
  /** Admins: whose transactions; empty for everyone's. */
  userId: string
}

export const NO_FILTER: TransactionFilter = { type: '', status: '', from: '', to: '', userId: '' }

/** `yyyy-MM-dd` of a transaction's time in local time, as the date inputs give it. */
const localDay = (iso: string) => formatDateTime(iso).slice(0, 10)

/** The transactions the filter keeps, newest first. */
export function filterTransactions<T extends TransactionView>(rows: readonly T[], f: TransactionFilter): T[] {
  return rows
    .filter((t) => {
      if (f.type && t.type !== f.type) return false
      if (f.status && t.status !== f.status) return false
      if (f.userId && t.userId !== f.userId) return false
      const day = localDay(t.createdAt)
      if (f.from && day < f.from) return false
      if (f.to && day > f.to) return false
      return true
    })
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
}

/** An amount in major units with a point, as a spreadsheet reads it ("1500.50"; "500" for JPY). */
export function majorUnits(minor: number, currency: string): string {
  const digits = minorDigits(currency)
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  if (digits === 0) return `${sign}${abs}`
  const whole = Math.floor(abs / 10 ** digits)
  const fraction = String(abs % 10 ** digits).padStart(digits, '0')
  return `${sign}${whole}.${fraction}`
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, or line break, or spaces at its
 * ends; quotes doubled. Text a spreadsheet would run as a formula (=, +, -, @ first) is prefixed
 * with an apostrophe, so a reference or label can never become a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The CSV's columns; the amount's names the currency as every amount shows it ("amount (₦)"). */
export const csvHeader = (currency: string) => ['date', 'type', 'direction', `amount (${currencySymbol(currency)})`, 'currency', 'status', 'description', 'counterparty', 'reference']

/** The other side of a movement as people read it; the platform itself when there is no person or bank (escrow, fees, refunds). */
const counterpartyOf = (t: TransactionView, name: (value: string | null) => string | null) => t.counterpartyName ?? name(t.counterparty) ?? 'Sound Portal'

/** A reference people can quote (a provider's or bank's); a sound's or request's own id is left out, its description names it. */
const quotableReference = (reference: string | null) => (reference && /^(?:sound|request):/i.test(reference) ? null : reference)

/** The list as CSV: a header, then one line per transaction, CRLF line ends. */
export function buildTransactionsCsv(rows: readonly TransactionView[], currency: string, counterpartyName: (value: string | null) => string | null = (v) => v): string {
  const lines = [csvHeader(currency).map(csvField).join(',')]
  for (const t of rows) {
    lines.push(
      [
        formatDateTime(t.createdAt),
        t.type,
        t.direction,
        majorUnits(t.amount, currency),
        currency,
        t.status,
        sentenceOf(t, counterpartyName),
        counterpartyOf(t, counterpartyName),
        quotableReference(t.reference),
      ]
        .map(csvField)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

/** The file name of an export made now. */
export const csvFileName = (now = new Date()) => `transactions-${formatDateTime(now).slice(0, 10)}.csv`
