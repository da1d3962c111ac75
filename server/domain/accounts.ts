import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, ilike, or } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { users } from '../db/schema/accounts'
import type { ApprovalStatus, Role } from '../lib/account-values'
import { conflict } from '../lib/errors'
import { decoyHash, hashPassword, verifyPassword } from '../lib/password'
import type { UserData } from '../routes/auth/auth.schemas'
import { notify } from './notifications'
import { inProcessMoney, type MoneyPort } from './money-port'

export type UserRow = typeof users.$inferSelect

/** E-mails are compared and stored lower-case and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

const SUBJECT_BY_ROLE: Record<Exclude<Role, 'admin'>, string> = {
  artist: 'Artist',
  musician: 'Artist',
  tiktoker: 'Tiktoker',
  brand: 'Brand',
}

/**
 * Ability rules for the app's guards: admins manage everything; everyone else reads Auth (the
 * default the app falls back to) plus their role's subject. Creators flagged as influencers also
 * read Influencer (the Influencers Sounds menu). The server enforces roles itself regardless.
 */
export function abilitiesFor(user: Pick<UserRow, 'role' | 'influencer'>) {
  if (user.role === 'admin') return [{ action: 'manage', subject: 'all' }]
  const rules = [
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: SUBJECT_BY_ROLE[user.role] },
  ]
  if (user.role === 'tiktoker' && user.influencer === 'Yes') rules.push({ action: 'read', subject: 'Influencer' })
  return rules
}

/** The deployment's settings the app shows (see MeResponseSchema). */
export interface SharedSettings {
  SUPPORT_EMAIL?: string
  PLATFORM_FEE_BPS: number
}

/** The signed-in caller as /auth/me and update-profile answer: the account, where to write for help and the platform fee. */
export const toMe = (user: UserRow, env: SharedSettings) => ({
  userId: user.id,
  role: user.role,
  email: user.email,
  userData: toUserData(user),
  supportEmail: env.SUPPORT_EMAIL ?? null,
  platformFeeBps: env.PLATFORM_FEE_BPS,
})

export function toUserData(user: UserRow): UserData {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    ability: abilitiesFor(user),
    accountType: user.accountType,
    brand_applied: user.brandApplied,
    influencer: user.influencer,
    approvalStatus: user.approvalStatus,
    spamVideos: user.spamVideos,
    speciality: user.speciality,
    followerVerification: user.followerVerification,
    followers: user.followers,
    socialLinks: user.socialLinks ?? {},
    // Same-origin path of the upload (served at /uploads/{file}); null when none is set.
    avatarUrl: user.avatarFile ? `/uploads/${user.avatarFile}` : null,
    createdAt: user.createdAt.toISOString(),
  }
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)))
  return row
}

export interface NewAccount {
  id?: string
  fullName: string
  email: string
  password: string
  role: Role
  approvalStatus?: ApprovalStatus
  extra?: Partial<Pick<UserRow, 'influencer' | 'spamVideos' | 'followerVerification' | 'followers' | 'speciality'>>
}

/**
 * The one way accounts are made. Hash first (slow, outside any transaction), then insert and
 * open the wallet (money-port.ts openWallet) and greet a pending account in one transaction; a
 * taken e-mail is a 409.
 */
export async function createAccount(db: Executor, account: NewAccount, money: MoneyPort = inProcessMoney): Promise<UserRow> {
  const passwordHash = await hashPassword(account.password)
  const email = normalizeEmail(account.email)
  return db.transaction(async (tx: Tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        id: account.id ?? randomUUID(),
        email,
        passwordHash,
        fullName: account.fullName.trim(),
        role: account.role,
        accountType: account.role,
        approvalStatus: account.approvalStatus ?? 'pending',
        ...account.extra,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) throw conflict('An account with this e-mail already exists', 'email_taken')
    await money.openWallet(tx, row.id)
    if (row.approvalStatus === 'pending') {
      await notify(tx, row.id, {
        type: 'account_pending',
        title: 'Welcome to the sound portal',
        message: 'Your account is waiting for an admin to approve it. We will let you know here.',
      })
    }
    return row
  })
}

/** The account for these credentials, or null; takes the same time whether or not the e-mail exists. */
export async function authenticate(db: Executor, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email)
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()))
  return user && ok ? user : null
}

/** `%`, `_` and `\` in a search term are literal characters, not patterns. */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

export interface UserFilter {
  role?: Role
  approvalStatus?: ApprovalStatus
  q?: string
  page: number
  perPage: number
}

/**
 * The accounts a filter of the Users screen keeps. A search is a substring of the e-mail or the
 * name, which the trigram indexes on both find (users_email_trgm_idx, users_full_name_trgm_idx)
 * for a term of three characters or more; a shorter one is matched against every account.
 */
export const usersWhere = (f: Omit<UserFilter, 'page' | 'perPage'>) =>
  and(
    f.role ? eq(users.role, f.role) : undefined,
    f.approvalStatus ? eq(users.approvalStatus, f.approvalStatus) : undefined,
    f.q ? or(ilike(users.email, likeTerm(f.q)), ilike(users.fullName, likeTerm(f.q))) : undefined,
  )

/** Accounts for the admin's Users screen, newest first. */
export async function listUsers(db: Executor, f: UserFilter): Promise<{ rows: UserRow[]; total: number }> {
  const where = usersWhere(f)
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage)
  const [counted] = await db.select({ total: count() }).from(users).where(where)
  return { rows, total: counted?.total ?? 0 }
}
