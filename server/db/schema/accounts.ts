import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import {
  APPROVAL_STATUSES,
  BRAND_APPLICATION_STATUSES,
  FOLLOWER_VERIFICATION_STATUSES,
  INFLUENCER_VALUES,
  ROLES,
  SPAM_VIDEO_STATUSES,
} from '../../lib/account-values'

/** Millisecond precision, so an ISO timestamp sent back as a `since` cursor compares exactly. */
const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** Stored lower-case; the unique index makes e-mails case-insensitively unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    accountType: text('account_type').notNull(),
    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    influencer: text('influencer', { enum: INFLUENCER_VALUES }).notNull().default('No'),
    spamVideos: text('spam_videos', { enum: SPAM_VIDEO_STATUSES }).notNull().default('disabled'),
    speciality: text('speciality'),
    brandApplied: text('brand_applied', { enum: BRAND_APPLICATION_STATUSES }).notNull().default('none'),
    followerVerification: text('follower_verification', { enum: FOLLOWER_VERIFICATION_STATUSES }).notNull().default('none'),
    followers: integer('followers'),
    /** The user's public social profiles by network (`tiktok`, `instagram`, `youtube`, `x`), each an https link. */
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    /** An image this user uploaded (`/upload_file`), shown as their avatar. */
    avatarFile: text('avatar_file'),
    /** Raised on a password change or reset; tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    // The Users screen's search (a substring of the e-mail or the name), by trigrams.
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('users_role_check', sql`${t.role} in (${inList(ROLES)})`),
    check('users_approval_check', sql`${t.approvalStatus} in (${inList(APPROVAL_STATUSES)})`),
  ],
)

/** Single-use reset codes; only a SHA-256 of the code is kept, so a database leak reveals none. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    usedAt: stamp('used_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_code_key').on(t.codeHash), index('password_resets_user_idx').on(t.userId)],
)

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data'),
    readAt: stamp('read_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    /** Moves when the read state changes, so a `since` pull also carries reads made elsewhere. */
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_updated_idx').on(t.userId, t.updatedAt)],
)

export const followerVerifications = pgTable(
  'follower_verifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileUrl: text('profile_url').notNull(),
    platform: text('platform').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'rejected'] }).notNull().default('pending'),
    followers: integer('followers'),
    /** Which checker handled the request ('manual' or 'http'). */
    checker: text('checker').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: stamp('decided_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('follower_verifications_status_idx').on(t.status, t.createdAt),
    // At most one open request per creator, even when two arrive at once.
    uniqueIndex('follower_verifications_one_pending').on(t.userId).where(sql`status = 'pending'`),
  ],
)
