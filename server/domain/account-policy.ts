import { eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { users } from '../db/schema/accounts'
import { HttpError, notFound } from '../lib/errors'

/**
 * What an account may do in each approval state (README "Security and fair play"):
 *
 * | act                                              | pending | rejected | approved |
 * |--------------------------------------------------|---------|----------|----------|
 * | sign in, read its own data, edit its profile     | yes     | yes      | yes      |
 * | ask for follower verification                    | yes     | no       | yes      |
 * | fund its wallet, upload files                    | no      | no       | yes      |
 * | create sounds / requests, add reference videos   | no      | no       | yes      |
 * | hold slots, submit videos, apply to be a brand   | no      | no       | yes      |
 * | decide videos on its own campaigns               | yes     | no (an admin decides) | yes |
 * | delete its campaigns, withdraw, add bank accounts| yes     | yes      | yes      |
 *
 * Money already in a wallet can always leave it: withdrawing is never refused for the account's
 * state. A rejected account's live campaigns are closed and refunded (campaign-closure.ts).
 */
export type Act = 'fund' | 'upload' | 'run_campaigns' | 'take_part' | 'apply_brand' | 'verify_followers' | 'decide_uses'

const WHAT: Record<Act, string> = {
  fund: 'add money to your wallet',
  upload: 'upload files',
  run_campaigns: 'create or change sounds and requests',
  take_part: 'hold slots and submit videos',
  apply_brand: 'apply to become a brand',
  verify_followers: 'ask for follower verification',
  decide_uses: 'decide videos; an admin decides the ones waiting on your campaigns',
}

/** Acts a pending account may still do (everything else waits for approval). */
const PENDING_MAY: ReadonlySet<Act> = new Set(['verify_followers', 'decide_uses'])

export class AccountStateError extends HttpError {
  constructor(message: string, code: 'account_pending' | 'account_rejected') {
    super(403, message, code)
  }
}

/** Refuses (403, saying why and what still works) when the account's state does not allow the act. */
export function assertStateAllows(user: { approvalStatus: string; role: string }, act: Act): void {
  if (user.role === 'admin' || user.approvalStatus === 'approved') return
  if (user.approvalStatus === 'pending') {
    if (PENDING_MAY.has(act)) return
    throw new AccountStateError(`Your account is waiting for an admin's approval. Once it is approved you can ${WHAT[act]}.`, 'account_pending')
  }
  throw new AccountStateError(`Your account was not approved, so you cannot ${WHAT[act]}. You can still withdraw any money in your wallet.`, 'account_rejected')
}

/** Reads the account fresh (a change by an admin applies to the very next request) and checks the act. */
export async function assertAccountMay(db: Executor, userId: string, act: Act): Promise<void> {
  const [user] = await db.select({ approvalStatus: users.approvalStatus, role: users.role }).from(users).where(eq(users.id, userId))
  if (!user) throw notFound('This account no longer exists')
  assertStateAllows(user, act)
}
