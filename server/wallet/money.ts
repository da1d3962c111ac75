import { badRequest } from '../lib/errors'
import { platformFee } from '../lib/money-format'
import { MAX_AMOUNT } from './schema-values'

/** Why an amount is unacceptable, or null when it is a positive whole number of minor units. */
export function amountProblem(amount: unknown): string | null {
  if (typeof amount !== 'number' || Number.isNaN(amount)) return 'must be a number (in kobo or cents)'
  if (!Number.isInteger(amount)) return 'must be a whole number of kobo or cents (no fractions)'
  if (amount <= 0) return 'must be greater than zero'
  if (amount > MAX_AMOUNT) return `must be at most ${MAX_AMOUNT}`
  return null
}

/** Domain functions call this first: an invalid amount never reaches the ledger. */
export function assertAmount(amount: unknown, field = 'amount'): asserts amount is number {
  const problem = amountProblem(amount)
  if (problem) throw badRequest(`${field} ${problem}`)
}

/** The platform fee of `bps` basis points on `amount` (platformFee), once both are checked. */
export function feeFor(amount: number, bps: number): number {
  assertAmount(amount)
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw badRequest('fee must be from 0 to 10000 basis points')
  return platformFee(amount, bps)
}
