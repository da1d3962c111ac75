import { and, eq, ne, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { users } from '../db/schema/accounts'
import type { ApprovalStatus, Influencer, SignupRole, SpamVideoStatus } from '../lib/account-values'
import { isUniqueViolation } from '../lib/db-errors'
import { conflict, notFound } from '../lib/errors'
import { normalizeEmail, type UserRow } from './accounts'
import { closeWalletOf } from './account-closure'
import { closeCampaignsOfRejected } from './campaign-closure'
import { closeCreatorOfRejected, lockCreatorCampaigns } from './creator-closure'
import { closeMarketplaceAccount, lockCampaignsHeldBy } from './market-accounts'
import { inProcessMoney, type MoneyPort } from './money-port'
import { notify, type NewNotification } from './notifications'
import { endResetCodes } from './password-reset'
import { recordDeletion } from './tombstones'

type Patch = Partial<Pick<UserRow, 'email' | 'role' | 'accountType' | 'speciality' | 'spamVideos' | 'approvalStatus' | 'influencer' | 'brandApplied' | 'followerVerification' | 'followers'>>

/**
 * Locks the account, lets `decide` compute the change from its current state (throwing when it
 * does not apply), writes it and the user's notification in one transaction. `first` runs in the
 * same transaction before the account is locked: campaign locks a change needs go there.
 */
export async function changeAccount(
  db: Executor,
  userId: string,
  decide: (user: UserRow, tx: Tx) => Promise<{ patch: Patch; notification?: NewNotification }> | { patch: Patch; notification?: NewNotification },
  first?: (tx: Tx) => Promise<void>,
): Promise<UserRow> {
  return db.transaction(async (tx: Tx) => {
    await first?.(tx)
    // NO KEY UPDATE: concurrent changes of this account wait for each other, but writes that only
    // reference it (a notification to it, from a campaign the owner is deleting) do not; with FOR
    // UPDATE a rejection, which locks the owner's campaigns after the account, could deadlock
    // with such a write, which locks a campaign before referencing the account.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update')
    if (!user) throw notFound('No account with this id')
    const { patch, notification } = await decide(user, tx)
    const [updated] = await tx
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning()
      .catch((err: unknown) => {
        // Two changes racing to the same e-mail: the unique index decides, and the loser hears why.
        if (isUniqueViolation(err)) throw conflict('Another account already uses this e-mail', 'email_taken')
        throw err
      })
    if (notification) await notify(tx, userId, notification)
    return updated ?? user
  })
}

/** 409 when the account is the only admin left and the change would remove it. */
async function keepOneAdmin(tx: Tx, user: UserRow): Promise<void> {
  if (user.role !== 'admin') return
  const others = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), ne(users.id, user.id))).for('update')
  if (others.length === 0) throw conflict('This is the last admin account; make another admin first', 'last_admin')
}

export function changeEmail(db: Executor, userId: string, email: string) {
  const next = normalizeEmail(email)
  return changeAccount(db, userId, async (user, tx) => {
    if (next !== user.email) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, next))
      if (taken) throw conflict('Another account already uses this e-mail', 'email_taken')
      // A reset code went to the old mailbox, which is no longer the account's.
      await endResetCodes(tx, userId)
    }
    return {
      patch: { email: next },
      notification: { type: 'email_changed', title: 'E-mail changed', message: `Your sign-in e-mail is now ${next}.`, data: { from: user.email, to: next } },
    }
  })
}

export function changeRole(db: Executor, userId: string, role: SignupRole) {
  return changeAccount(db, userId, async (user, tx) => {
    await keepOneAdmin(tx, user)
    return {
      patch: { role, accountType: role },
      notification: { type: 'role_changed', title: 'Account type changed', message: `Your account is now a ${role} account.`, data: { from: user.role, to: role } },
    }
  })
}

export function changeSpeciality(db: Executor, userId: string, speciality: string | null) {
  return changeAccount(db, userId, () => ({
    patch: { speciality: speciality || null },
    notification: { type: 'speciality_changed', title: 'Speciality updated', message: speciality ? `Your speciality is now "${speciality}".` : 'Your speciality was cleared.' },
  }))
}

function creatorOnly(user: UserRow, what: string) {
  if (user.role !== 'tiktoker') throw conflict(`Only creator (tiktoker) accounts have ${what}`, 'not_a_creator')
}

export function changeSpamVideos(db: Executor, userId: string, status: SpamVideoStatus) {
  return changeAccount(db, userId, (user) => {
    creatorOnly(user, 'a spam-video status')
    return {
      patch: { spamVideos: status },
      notification: {
        type: 'spam_videos_changed',
        title: status === 'enabled' ? 'Influencer sounds opened' : 'Influencer sounds closed',
        message: status === 'enabled' ? 'You can now take part in influencer sound campaigns.' : 'You can no longer take part in influencer sound campaigns.',
      },
    }
  })
}

export function changeInfluencer(db: Executor, userId: string, status: Influencer) {
  return changeAccount(db, userId, (user) => {
    creatorOnly(user, 'an influencer status')
    return {
      patch: { influencer: status },
      notification: {
        type: 'influencer_changed',
        title: status === 'Yes' ? 'You are now an influencer' : 'Influencer status removed',
        message: status === 'Yes' ? 'Influencers Sounds is now in your menu.' : 'Your account is no longer marked as an influencer.',
      },
    }
  })
}

const APPROVAL_TEXT: Record<ApprovalStatus, NewNotification> = {
  approved: { type: 'account_approved', title: 'Account approved', message: 'Your account has been approved. Welcome aboard!' },
  rejected: { type: 'account_rejected', title: 'Account not approved', message: 'Your account was not approved, so it cannot take part in campaigns. Any money in your wallet can still be withdrawn.' },
  pending: { type: 'account_pending', title: 'Account under review', message: 'Your account is back under review by an admin.' },
}

/**
 * A rejection closes the account's live campaigns and returns their escrow (campaign-closure.ts);
 * a rejected creator's held slots are released and its unconverted clicks forfeited (creator-closure.ts).
 */
export async function changeApproval(db: Executor, userId: string, status: ApprovalStatus, currency: string, money: MoneyPort = inProcessMoney) {
  let creatorCampaigns: string[] = []
  const rejecting = status === 'rejected'
  const lockCreatorWork = async (tx: Tx) => {
    creatorCampaigns = await lockCreatorCampaigns(tx, userId)
  }
  const user = await changeAccount(
    db,
    userId,
    async (user, tx) => {
      if (status !== 'approved') await keepOneAdmin(tx, user)
      if (rejecting) {
        await closeCampaignsOfRejected(tx, userId, currency, money)
        await closeCreatorOfRejected(tx, userId, creatorCampaigns)
      }
      return { patch: { approvalStatus: status }, notification: user.approvalStatus === status ? undefined : APPROVAL_TEXT[status] }
    },
    rejecting ? lockCreatorWork : undefined,
  )
  // Committed: hand the refunds to a wallet deployed apart now (what fails waits for the job).
  if (rejecting) await money.deliverDue()
  return user
}

/**
 * Deletes an account and, through the foreign keys, its notifications, codes and requests. Its
 * row stays locked FOR UPDATE to the end, so no movement crediting it (holdAccountOpen) runs in
 * between; its wallet is closed last, once nothing else can refuse the deletion, since a wallet
 * deployed apart is not rolled back with this transaction.
 */
export async function deleteAccount(db: Executor, userId: string, o: { money: MoneyPort; currency: string }): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await lockCampaignsHeldBy(tx, userId)
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!user) throw notFound('No account with this id')
    await keepOneAdmin(tx, user)
    await closeMarketplaceAccount(tx, userId)
    await closeWalletOf(tx, userId, o)
    await tx.delete(users).where(eq(users.id, userId))
    // Admins' mirrors of the users list drop the account on their next pull.
    await recordDeletion(tx, 'users', userId)
  })
}
