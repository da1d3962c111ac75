import { eq, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { users } from '../db/schema/accounts'
import { uploads } from '../db/schema/content'
import { badRequest, forbidden, notFound } from '../lib/errors'
import type { UserRow } from './accounts'

export interface ProfileChange {
  fullName?: string
  /** Per network; an empty string removes that network's link, an absent key keeps it. */
  socialLinks?: Record<string, string | undefined>
  /** An uploaded image's file name; null removes the avatar. */
  avatar?: string | null
}

/** The avatar must be an image the caller uploaded: someone else's file, or audio, is refused. */
async function checkAvatar(tx: Tx, userId: string, name: string): Promise<void> {
  const [file] = await tx.select({ ownerId: uploads.ownerId, mime: uploads.mime }).from(uploads).where(eq(uploads.name, name))
  if (!file) throw badRequest('avatar: no uploaded file has this name; upload the image first')
  if (file.ownerId !== userId) throw forbidden('avatar: that image was uploaded by another account')
  if (!file.mime.startsWith('image/')) throw badRequest('avatar: the file is not an image (use png, jpeg or webp)')
}

/**
 * Changes the caller's own name, social links or avatar; nothing else about the account (role,
 * approval, balances) can change through here. One transaction: a refused avatar changes nothing.
 */
export async function updateProfile(db: Executor, userId: string, change: ProfileChange): Promise<UserRow> {
  return db.transaction(async (tx: Tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!user) throw notFound('No account with this id')
    if (typeof change.avatar === 'string') await checkAvatar(tx, userId, change.avatar)
    const links = { ...user.socialLinks }
    for (const [network, link] of Object.entries(change.socialLinks ?? {})) {
      if (link === undefined) continue
      if (link === '') delete links[network]
      else links[network] = link
    }
    const [updated] = await tx
      .update(users)
      .set({
        ...(change.fullName !== undefined ? { fullName: change.fullName } : {}),
        ...(change.socialLinks !== undefined ? { socialLinks: links } : {}),
        ...(change.avatar !== undefined ? { avatarFile: change.avatar } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning()
    return updated!
  })
}
