import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { VIDEO_CHECK_REASONS, VIDEO_CHECK_STATES, VIDEO_PLATFORMS } from '../../lib/marketplace-values'
import { uses } from './marketplace'

const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * The check of a submitted video against its platform (domain/video-checks.ts): one row per video
 * use, written with the use and then filled in by the checking job. Kept apart from `uses` so the
 * job's claims never lock the rows approvals lock. A change of state moves the use's `updated_at`
 * (in the same transaction), which is how mirrors see it.
 */
export const videoChecks = pgTable(
  'video_checks',
  {
    useId: uuid('use_id')
      .primaryKey()
      .references(() => uses.id, { onDelete: 'cascade' }),
    state: text('state', { enum: VIDEO_CHECK_STATES }).notNull().default('checking'),
    /** Why the video could not be checked (unverifiable only). */
    reason: text('reason', { enum: VIDEO_CHECK_REASONS }),
    platform: text('platform', { enum: VIDEO_PLATFORMS }),
    /** Who the platform says posted it: `@handle` where it gives one, else the name it shows. */
    author: text('author'),
    /** The creator's verified account it was compared with (`@handle`). */
    account: text('account'),
    title: text('title'),
    thumbnailUrl: text('thumbnail_url'),
    /** When the video was posted, where the platform's id tells (TikTok). */
    postedAt: stamp('posted_at'),
    /** When the slot it was submitted for was held. */
    heldAt: stamp('held_at'),
    checkedAt: stamp('checked_at'),
    /** Failed attempts to reach the platform (timeouts, 5xx, network). */
    attempts: integer('attempts').notNull().default(0),
    /** While checking: the next attempt's time, which is also a claim's lease (see claimDue). */
    nextAttemptAt: stamp('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('video_checks_due_idx').on(t.nextAttemptAt).where(sql`state = 'checking'`),
    check('video_checks_state_check', sql`${t.state} in (${inList(VIDEO_CHECK_STATES)})`),
    check('video_checks_reason_check', sql`(${t.state} = 'unverifiable') = (${t.reason} is not null)`),
  ],
)
