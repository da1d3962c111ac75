import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { DISPUTE_KINDS, PAYOUT_OUTCOMES, PAYOUT_STATES, REPORT_REASONS, type DisputeDecision } from '../../lib/marketplace-values'
import { uses } from './marketplace'

const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * An approved video's pay while it is held (domain/payout-holds.ts): one row per approved video
 * use, written in the approving transaction with the payment into the creator's on-hold balance.
 * At `release_at` the release job looks the video up again and settles it. Apart from `uses`, as
 * video_checks is, so the job's claims never lock the rows approvals lock; a change of state
 * moves the use's `updated_at` in the same transaction, which is how mirrors see it.
 */
export const payoutHolds = pgTable(
  'payout_holds',
  {
    useId: uuid('use_id')
      .primaryKey()
      .references(() => uses.id, { onDelete: 'cascade' }),
    state: text('state', { enum: PAYOUT_STATES }).notNull().default('on_hold'),
    /** When the hold ends and the video is looked up again. */
    releaseAt: stamp('release_at').notNull(),
    /** The job's next look (a claim's lease, or a retry after the platform did not answer). */
    nextAttemptAt: stamp('next_attempt_at').notNull(),
    /** Looks at release time the platform did not answer. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    outcome: text('outcome', { enum: PAYOUT_OUTCOMES }),
    settledAt: stamp('settled_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payout_holds_due_idx').on(t.nextAttemptAt).where(sql`state = 'on_hold'`),
    check('payout_holds_state_check', sql`${t.state} in (${inList(PAYOUT_STATES)})`),
    check('payout_holds_settled_check', sql`(${t.state} = 'on_hold') = (${t.outcome} is null)`),
  ],
)

/**
 * Reports and appeals (domain/disputes.ts): an owner's report on an approved video during its hold,
 * or a creator's appeal of a rejection; one of each per use at most, decided by an admin.
 */
export const useDisputes = pgTable(
  'use_disputes',
  {
    id: uuid('id').primaryKey(),
    useId: uuid('use_id')
      .notNull()
      .references(() => uses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DISPUTE_KINDS }).notNull(),
    /** Who reported (the campaign's owner) or appealed (the creator). */
    byUserId: uuid('by_user_id').notNull(),
    /** A report's reason; null for an appeal. */
    reason: text('reason', { enum: REPORT_REASONS }),
    /** The reporter's or the creator's own words. */
    note: text('note'),
    decision: text('decision').$type<DisputeDecision>(),
    decidedBy: uuid('decided_by'),
    decidedAt: stamp('decided_at'),
    /** The admin's words to both sides. */
    decisionNote: text('decision_note'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('use_disputes_use_kind_key').on(t.useId, t.kind),
    index('use_disputes_open_idx').on(t.createdAt).where(sql`decision is null`),
    check('use_disputes_kind_check', sql`${t.kind} in (${inList(DISPUTE_KINDS)})`),
    check('use_disputes_reason_check', sql`(${t.kind} = 'report') = (${t.reason} is not null)`),
    check('use_disputes_decision_check', sql`${t.decision} is null or (${t.kind} = 'report' and ${t.decision} in ('refund', 'release')) or (${t.kind} = 'appeal' and ${t.decision} in ('pay', 'keep'))`),
  ],
)
