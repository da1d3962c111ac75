import { createHash, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { conflict, HttpError } from '../../lib/errors'
import { assertAmount } from '../money'
import type { PaymentProvider } from '../providers/types'
import { walletFundings, walletTransactions } from '../schema'
import { isClosed } from './accounts'
import { fund } from './movements'
import type { TransactionRow } from './post'

export type FundingRow = typeof walletFundings.$inferSelect

export interface FundingResult {
  funding: FundingRow
  /** The credit, once the money is in (at once with the sandbox; after the webhook otherwise). */
  transaction: TransactionRow | null
}

/** The provider reference follows from the idempotency key, so a retried request reuses it. */
const referenceFor = (idempotencyKey: string) => `fd_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`
const creditKey = (reference: string) => `funding:${reference}`

async function creditOf(ex: Executor, reference: string): Promise<TransactionRow | null> {
  const [row] = await ex.select().from(walletTransactions).where(eq(walletTransactions.idempotencyKey, creditKey(reference)))
  return row ?? null
}

/**
 * Starts adding money to a wallet. With a provider that takes the money at once (the sandbox)
 * the wallet is credited in the same transaction that records the funding; otherwise the
 * funding waits, with the provider's checkout address, for completeFunding.
 */
export async function startFunding(
  ex: Executor,
  provider: PaymentProvider,
  f: { userId: string; amount: number; email: string; idempotencyKey: string },
): Promise<FundingResult> {
  assertAmount(f.amount)
  const reference = referenceFor(f.idempotencyKey)
  const [seen] = await ex.select().from(walletFundings).where(eq(walletFundings.reference, reference))
  if (seen) {
    if (seen.userId !== f.userId || seen.amount !== f.amount) throw new HttpError(422, 'This idempotency key was already used for a different funding', 'idempotency_key_reused')
    return { funding: seen, transaction: await creditOf(ex, reference) }
  }
  // Before the provider takes any money; a closing that comes after this is refused by the credit.
  if (await isClosed(ex, f.userId)) throw conflict('This account was closed when it was deleted: no money can be added to it', 'account_closed')
  const start = await provider.startFunding({ reference, amount: f.amount, email: f.email })
  return ex.transaction(async (tx) => {
    const [funding] = await tx
      .insert(walletFundings)
      .values({
        id: randomUUID(),
        userId: f.userId,
        amount: f.amount,
        reference,
        provider: provider.name,
        status: start.kind === 'credited' ? 'credited' : 'pending',
        authorizationUrl: start.kind === 'redirect' ? start.authorizationUrl : null,
      })
      .onConflictDoNothing({ target: walletFundings.reference })
      .returning()
    if (!funding) {
      // The same request raced us here; its row and credit are the answer.
      const [winner] = await tx.select().from(walletFundings).where(eq(walletFundings.reference, reference))
      return { funding: winner!, transaction: await creditOf(tx, reference) }
    }
    if (start.kind !== 'credited') return { funding, transaction: null }
    const { transaction } = await fund(tx, { userId: f.userId, amount: f.amount, idempotencyKey: creditKey(reference), reference, source: provider.name })
    return { funding, transaction }
  })
}

/**
 * The provider confirmed a charge (webhook): credit what was actually charged, once however many
 * times the confirmation arrives. An unknown reference is ignored (null): it is not ours.
 */
export async function completeFunding(ex: Executor, c: { reference: string; amount: number; source: string }): Promise<(FundingResult & { changed: boolean }) | null> {
  return ex.transaction(async (tx) => {
    const [funding] = await tx.select().from(walletFundings).where(eq(walletFundings.reference, c.reference)).for('update')
    if (!funding) return null
    if (funding.status === 'credited') return { funding, transaction: await creditOf(tx, c.reference), changed: false }
    const { transaction } = await fund(tx, {
      userId: funding.userId,
      amount: c.amount,
      idempotencyKey: creditKey(c.reference),
      reference: c.reference,
      source: c.source,
      // The provider took the money already: for an account closed meanwhile it is kept as unclaimed.
      unclaimedIfClosed: true,
      metadata: c.amount === funding.amount ? undefined : { requested: funding.amount },
    })
    const [updated] = await tx.update(walletFundings).set({ status: 'credited' }).where(eq(walletFundings.id, funding.id)).returning()
    return { funding: updated!, transaction, changed: true }
  })
}
