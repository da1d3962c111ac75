/**
 * The wallet's closed sets of values. Plain constants with no imports, so the database tables,
 * the domain and the zod schemas (which the app may import) share one definition.
 */

/** Owner of the platform's own accounts (funding source, fees, payouts out). */
export const PLATFORM = 'platform'

/**
 * A user's accounts: available (theirs to spend or withdraw), escrow (set aside for their
 * campaigns), pending_payout (on its way to their bank) and on_hold (earned for a video, kept
 * until the video has stayed up for the payout hold; then released to available, or returned).
 */
export const USER_ACCOUNT_KINDS = ['available', 'escrow', 'pending_payout', 'on_hold'] as const
/**
 * funding_source mirrors every amount paid in from outside (so it is the one account allowed
 * below zero); fees collects platform fees; payouts_out collects what left for banks. Money on
 * its way to a bank sits in each user's pending_payout until the provider settles it. unclaimed
 * holds money that arrived from outside for an account already closed (a charge confirmed late,
 * a paid-out withdrawal the bank sent back): it is never credited to the closed account, and
 * support returns it to whoever it belongs to.
 */
export const PLATFORM_ACCOUNT_KINDS = ['funding_source', 'fees', 'payouts_out', 'unclaimed'] as const
export type AccountKind = (typeof USER_ACCOUNT_KINDS)[number] | (typeof PLATFORM_ACCOUNT_KINDS)[number]

/** hold_release: on hold → available, the hold over; clawback: a held payment back to its payer. */
export const TRANSACTION_TYPES = ['fund', 'escrow', 'release', 'pay', 'refund', 'withdraw', 'payout', 'payout_failed', 'reversal', 'hold_release', 'clawback'] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]
export const TRANSACTION_STATUSES = ['completed', 'pending', 'succeeded', 'failed', 'reversed'] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

/**
 * The largest single movement, in minor units (one billion major units). Far below 2^53, so no
 * sum a realistic ledger builds loses precision as a JS number, and a typo of many zeros is
 * refused rather than posted.
 */
export const MAX_AMOUNT = 100_000_000_000
