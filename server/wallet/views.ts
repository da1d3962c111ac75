import type { BankAccountRow } from './domain/bank-accounts'
import type { FundingResult } from './domain/fundings'
import type { Withdrawal } from './domain/payouts'
import type { TransactionRow } from './domain/post'
import type { TransactionType } from './schema-values'
import type { BankAccountView, FundingView, TransactionView, WithdrawalView } from './wallet.schemas'

/** Which way each movement goes for the user it belongs to (the payer of a payment). */
const DIRECTION: Record<TransactionType, 'credit' | 'debit'> = {
  fund: 'credit',
  escrow: 'debit',
  release: 'debit',
  pay: 'debit',
  refund: 'credit',
  withdraw: 'debit',
  payout: 'debit',
  payout_failed: 'credit',
  reversal: 'credit',
  hold_release: 'credit',
  clawback: 'debit',
}

/** A transaction as its owner sees it (the history computes the same from entries, per viewer). */
export function transactionView(t: TransactionRow): TransactionView {
  let direction = DIRECTION[t.type]
  if (t.type === 'reversal') {
    const reversed = t.metadata?.reverses as TransactionType | undefined
    direction = reversed && DIRECTION[reversed] === 'credit' ? 'debit' : 'credit'
  }
  return {
    id: t.id,
    type: t.type,
    amount: t.amount,
    direction,
    status: t.status,
    counterparty: t.counterparty,
    reference: t.reference,
    userId: t.userId,
    createdAt: t.createdAt.toISOString(),
  }
}

export function bankAccountView(b: BankAccountRow): BankAccountView {
  return {
    id: b.id,
    bankCode: b.bankCode,
    bankName: b.bankName,
    accountNumber: b.accountNumber,
    accountName: b.accountName,
    status: b.status,
    createdAt: b.createdAt.toISOString(),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
  }
}

export function withdrawalView({ transaction, payout: p }: Withdrawal): WithdrawalView {
  return {
    transaction: transactionView(transaction),
    payout: { id: p.id, amount: p.amount, status: p.status, reference: p.reference, bankAccountId: p.bankAccountId, lastError: p.lastError, createdAt: p.createdAt.toISOString() },
  }
}

export function fundingView({ funding: f, transaction }: FundingResult): FundingView {
  return {
    funding: { id: f.id, reference: f.reference, amount: f.amount, status: f.status, provider: f.provider, authorizationUrl: f.authorizationUrl },
    transaction: transaction ? transactionView(transaction) : null,
  }
}
