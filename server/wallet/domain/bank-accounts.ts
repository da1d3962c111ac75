import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { badRequest, notFound } from '../../lib/errors'
import type { PaymentProvider } from '../providers/types'
import { walletBankAccounts } from '../schema'

export type BankAccountRow = typeof walletBankAccounts.$inferSelect

/**
 * Step one of adding a bank account: the provider resolves the holder's name, which the user
 * must see and confirm (bank-add) before any payout goes there. Stored as 'pending'; asking
 * again for the same account returns the same row (with the name refreshed while unconfirmed).
 */
export async function initBankAccount(
  ex: Executor,
  provider: PaymentProvider,
  a: { userId: string; bankCode: string; accountNumber: string },
): Promise<BankAccountRow> {
  if (!/^\d{10}$/.test(a.accountNumber)) throw badRequest('account_number must be 10 digits')
  const bank = (await provider.listBanks()).find((b) => b.code === a.bankCode)
  if (!bank) throw badRequest(`Unknown bank code ${a.bankCode}; pick one from get-banks-list`)
  const accountName = await provider.resolveAccount(a.bankCode, a.accountNumber)
  if (!accountName) throw badRequest(`${bank.name} has no account ${a.accountNumber}. Check the number and the bank.`)
  const [row] = await ex
    .insert(walletBankAccounts)
    .values({ id: randomUUID(), userId: a.userId, bankCode: bank.code, bankName: bank.name, accountNumber: a.accountNumber, accountName })
    .onConflictDoNothing({ target: [walletBankAccounts.userId, walletBankAccounts.bankCode, walletBankAccounts.accountNumber] })
    .returning()
  if (row) return row
  const [existing] = await ex
    .select()
    .from(walletBankAccounts)
    .where(and(eq(walletBankAccounts.userId, a.userId), eq(walletBankAccounts.bankCode, a.bankCode), eq(walletBankAccounts.accountNumber, a.accountNumber)))
  if (!existing) throw new Error('Bank account conflicted but cannot be read')
  if (existing.status === 'pending' && existing.accountName !== accountName) {
    const [renamed] = await ex.update(walletBankAccounts).set({ accountName }).where(eq(walletBankAccounts.id, existing.id)).returning()
    return renamed ?? existing
  }
  return existing
}

/** Step two: the user confirms the resolved name. Confirming twice is harmless. */
export async function confirmBankAccount(ex: Executor, a: { userId: string; id: string }): Promise<BankAccountRow> {
  const [row] = await ex
    .update(walletBankAccounts)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(and(eq(walletBankAccounts.id, a.id), eq(walletBankAccounts.userId, a.userId), eq(walletBankAccounts.status, 'pending')))
    .returning()
  if (row) return row
  return getBankAccount(ex, a.userId, a.id)
}

/** One of the user's bank accounts; another user's is "not found" like a missing one. */
export async function getBankAccount(ex: Executor, userId: string, id: string): Promise<BankAccountRow> {
  const [row] = await ex
    .select()
    .from(walletBankAccounts)
    .where(and(eq(walletBankAccounts.id, id), eq(walletBankAccounts.userId, userId)))
  if (!row) throw notFound('No such bank account; add it with bank-add-init first')
  return row
}

export function listBankAccounts(ex: Executor, userId: string, opts: { confirmedOnly: boolean }): Promise<BankAccountRow[]> {
  const mine = eq(walletBankAccounts.userId, userId)
  return ex
    .select()
    .from(walletBankAccounts)
    .where(opts.confirmedOnly ? and(mine, eq(walletBankAccounts.status, 'confirmed')) : mine)
    .orderBy(asc(walletBankAccounts.createdAt), asc(walletBankAccounts.id))
}
