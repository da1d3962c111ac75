import { assertAccountMay } from './account-policy'
import { randomUUID } from 'node:crypto'
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { followerVerifications, users } from '../db/schema/accounts'
import { isUniqueViolation } from '../lib/db-errors'
import { conflict, notFound } from '../lib/errors'
import type { FollowerChecker } from '../lib/follower-checker'
import { socialHostOf } from '../lib/social-url'
import { notify } from './notifications'

export type VerificationRow = typeof followerVerifications.$inferSelect
export type VerificationStatus = VerificationRow['status']

const PENDING_EXISTS = 'You already have a follower verification waiting for review'

export function verificationView(v: VerificationRow) {
  return {
    id: v.id,
    userId: v.userId,
    profileUrl: v.profileUrl,
    platform: v.platform,
    status: v.status,
    followers: v.followers,
    checker: v.checker,
    createdAt: v.createdAt.toISOString(),
    decidedAt: v.decidedAt?.toISOString() ?? null,
  }
}

/**
 * Records a creator's request. The checker runs before the transaction (it may call out over
 * the network); the partial unique index keeps one open request per creator even under a race.
 */
export async function requestVerification(db: Executor, checker: FollowerChecker, userId: string, profileUrl: string): Promise<VerificationRow> {
  await assertAccountMay(db, userId, 'verify_followers')
  const platform = socialHostOf(profileUrl)
  if (!platform) throw conflict('This is not a profile link on a supported short-video site', 'unsupported_host')
  const [open] = await db
    .select({ id: followerVerifications.id })
    .from(followerVerifications)
    .where(and(eq(followerVerifications.userId, userId), eq(followerVerifications.status, 'pending')))
  if (open) throw conflict(PENDING_EXISTS, 'verification_pending')
  const check = await checker.check(profileUrl)
  try {
    return await db.transaction(async (tx: Tx) => {
      const [row] = await tx
        .insert(followerVerifications)
        .values({ id: randomUUID(), userId, profileUrl, platform, checker: check.checker, followers: check.followers })
        .returning()
      // updatedAt moves so the account's mirrors (own profile, admin users list) pick the change up.
      await tx.update(users).set({ followerVerification: 'pending', updatedAt: sql`now()` }).where(eq(users.id, userId))
      return row!
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(PENDING_EXISTS, 'verification_pending')
    throw err
  }
}

export async function listVerifications(db: Executor, status?: VerificationStatus) {
  const where: SQL | undefined = status ? eq(followerVerifications.status, status) : undefined
  return db
    .select({ verification: followerVerifications, user: { id: users.id, fullName: users.fullName, email: users.email } })
    .from(followerVerifications)
    .innerJoin(users, eq(users.id, followerVerifications.userId))
    .where(where)
    .orderBy(desc(followerVerifications.createdAt))
    .limit(1000)
}

/** An admin confirms the follower count (verified) or turns the request down. */
export async function decideVerification(
  db: Executor,
  adminId: string,
  id: string,
  decision: { followers: number; status: 'verified' | 'rejected' },
): Promise<VerificationRow> {
  return db.transaction(async (tx: Tx) => {
    const [request] = await tx.select().from(followerVerifications).where(eq(followerVerifications.id, id)).for('update')
    if (!request) throw notFound('No follower verification with this id')
    if (request.status !== 'pending') throw conflict(`This verification was already ${request.status}`, 'already_decided')
    const [row] = await tx
      .update(followerVerifications)
      .set({ status: decision.status, followers: decision.followers, decidedBy: adminId, decidedAt: new Date() })
      .where(eq(followerVerifications.id, id))
      .returning()
    await tx
      .update(users)
      .set({ followerVerification: decision.status, followers: decision.status === 'verified' ? decision.followers : undefined, updatedAt: sql`now()` })
      .where(eq(users.id, request.userId))
    await notify(tx, request.userId, {
      type: 'follower_verification_decided',
      title: decision.status === 'verified' ? 'Followers verified' : 'Follower verification declined',
      message:
        decision.status === 'verified'
          ? `Your profile was verified with ${decision.followers.toLocaleString('en')} followers.`
          : 'Your follower verification was not accepted. Check the profile link and try again.',
      data: { id, status: decision.status, followers: decision.followers },
    })
    return row!
  })
}
