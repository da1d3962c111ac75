import { z } from '@hono/zod-openapi'
import { IdSchema } from '../../lib/api-schemas'
import {
  APPEAL_DECISIONS,
  APPROVE_ALL_SKIPS,
  CAMPAIGN_KINDS,
  HOLD_REASONS,
  PAYOUT_OUTCOMES,
  PAYOUT_STATES,
  REPORT_DECISIONS,
  REPORT_REASONS,
  ROLES_WITH_APPROVALS,
  USE_KINDS,
  USE_STATUSES,
  VIDEO_CHECK_REASONS,
  VIDEO_CHECK_STATES,
  VIDEO_PLATFORMS,
} from '../../lib/marketplace-values'
import { SinceSchema } from '../../lib/sync-cursor'
import { ClientIdSchema, feedFields, VideoLinkSchema } from '../sounds/campaign.schemas'

/**
 * What a click payout was judged on: its own clicks and the creator's clicks on the sound in
 * earlier payouts still waiting or paid, over the review window (CLICK_REVIEW_WINDOW_HOURS); for a
 * payout held by a later one's window, that window.
 */
export const ClickEvidenceSchema = z
  .object({
    /** Clicks over the window, this payout's included (its own number is `clickCount`). */
    clicks: z.number().int(),
    /** Distinct networks (IPv4 /24, IPv6 /64) the clicks came from. */
    networks: z.number().int(),
    firstAt: z.string().nullable().openapi({ format: 'date-time' }),
    lastAt: z.string().nullable().openapi({ format: 'date-time' }),
    /** The creator's verified followers when the clicks were batched (0 when not verified). */
    followers: z.number().int(),
  })
  .openapi('ClickEvidence')

const stamp = () => z.string().nullable().openapi({ format: 'date-time' })

export const VideoCheckSchema = z
  .object({
    state: z.enum(VIDEO_CHECK_STATES).openapi({
      description:
        '`checking` until the platform answered; `verified`: public, posted by the creator’s verified account (TikTok: after the slot was held); `not_found`: deleted, private or never there; `other_author`; `posted_before_hold`; `unverifiable`: see `reason`. Only `verified` videos are approved automatically.',
    }),
    /** Why it could not be checked (unverifiable only). */
    reason: z.enum(VIDEO_CHECK_REASONS).nullable(),
    platform: z.enum(VIDEO_PLATFORMS).nullable(),
    /** Who the platform says posted it: `@handle` where it gives one, else the name it shows. */
    author: z.string().nullable(),
    /** The creator’s verified account on that platform it was compared with. */
    account: z.string().nullable(),
    title: z.string().nullable(),
    /** A small image of the video on the platform’s image host (such links expire after a while). */
    thumbnailUrl: z.string().nullable(),
    /** When it was posted, where the platform tells (TikTok). */
    postedAt: stamp(),
    /** When the creator held the slot it was submitted for. */
    heldAt: stamp(),
    checkedAt: stamp(),
  })
  .openapi('VideoCheck')

export const PayoutSchema = z
  .object({
    state: z.enum(PAYOUT_STATES).openapi({ description: '`on_hold` until `releaseAt`, then `released` (available to the creator) or `returned` (back to the campaign)' }),
    releaseAt: z.string().openapi({ format: 'date-time' }),
    outcome: z.enum(PAYOUT_OUTCOMES).nullable(),
    settledAt: stamp(),
  })
  .openapi('Payout')

const disputeFields = {
  id: z.uuid(),
  note: z.string().nullable(),
  createdAt: z.string().openapi({ format: 'date-time' }),
  decidedAt: stamp(),
  decisionNote: z.string().nullable(),
}

export const ReportSchema = z
  .object({ ...disputeFields, reason: z.enum(REPORT_REASONS), decision: z.enum(REPORT_DECISIONS).nullable() })
  .openapi('UseReport', { description: "The owner's report on an approved video during its hold; its pay stays on hold until an admin decides" })
export const AppealSchema = z
  .object({ ...disputeFields, decision: z.enum(APPEAL_DECISIONS).nullable() })
  .openapi('UseAppeal', { description: "The creator's appeal of a rejection (once per video), decided by an admin" })

export const ApprovalSchema = z
  .object({
    id: z.uuid(),
    /** The sound's or brand request's id. */
    campaignId: z.uuid(),
    campaignKind: z.enum(CAMPAIGN_KINDS),
    campaignTitle: z.string(),
    holdId: z.uuid().nullable(),
    creatorId: z.uuid(),
    creatorName: z.string().nullable(),
    ownerId: z.uuid(),
    /** `video`: a submitted video link; `clicks`: accrued clicks paid per click. */
    kind: z.enum(USE_KINDS),
    videoUrl: z.string().nullable(),
    clickCount: z.number().int().nullable(),
    /** Gross pay in minor units; the creator receives amount − fee. */
    amount: z.number().int(),
    fee: z.number().int().nullable(),
    net: z.number().int().nullable(),
    status: z.enum(USE_STATUSES),
    autoApproved: z.boolean(),
    /** A click payout that looks farmed: it waits for the owner or an admin and is never approved automatically. */
    held: z.boolean(),
    heldReason: z.enum(HOLD_REASONS).nullable().openapi({ description: '`few_networks`: many clicks from few networks; `beyond_followers`: far more clicks than verified followers' }),
    /** Click payouts: what the creator's clicks over the review window looked like when they were batched. */
    clickEvidence: ClickEvidenceSchema.nullable(),
    /** Videos: what the check against the platform found (null for click payouts, and videos decided before checks existed). */
    videoCheck: VideoCheckSchema.nullable(),
    /** An approved video's pay: on hold, then released or returned (null for click payouts and pay with no hold). */
    payout: PayoutSchema.nullable(),
    report: ReportSchema.nullable(),
    appeal: AppealSchema.nullable(),
    reason: z.string().nullable(),
    decidedAt: z.string().nullable().openapi({ format: 'date-time' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Approval')

export const ApprovalResponseSchema = z.object({ approval: ApprovalSchema }).openapi('ApprovalResponse')
export const DecisionResponseSchema = z
  .object({
    approval: ApprovalSchema,
    /** What the campaign's escrow holds after the decision (minor units), for the owner's result message. */
    campaignRemaining: z.number().int(),
  })
  .openapi('DecisionResponse')
export const ApprovalsResponseSchema = z.object({ approvals: z.array(ApprovalSchema) }).openapi('Approvals')
export const ApproveAllResponseSchema = z
  .object({
    approvals: z.array(ApprovalSchema),
    /** Pending uses left for a decision of their own: click payouts held for review, and videos still being checked or whose check found a problem. */
    skipped: z.array(z.object({ id: z.uuid(), reason: z.enum(APPROVE_ALL_SKIPS) })),
  })
  .openapi('ApproveAllResult')
export const ApprovalFeedSchema = z.object({ approvals: z.array(ApprovalSchema), ...feedFields }).openapi('ApprovalFeed')

export const UseSoundBodySchema = z
  .object({ soundid: IdSchema, video_url: VideoLinkSchema, id: ClientIdSchema })
  .openapi('UseSoundBody', { description: 'Submit the video made with a sound you hold a slot on' })

const ReasonSchema = z.string().trim().max(500, 'reason must be at most 500 characters').optional()

export const DecideBodySchema = z
  .object({
    approval_id: IdSchema,
    status: z.enum(['approved', 'rejected'], { error: 'status must be approved or rejected' }),
    reason: ReasonSchema,
  })
  .openapi('DecideApprovalBody')

export const ApproveAllBodySchema = z
  .object({
    /** Only this sound's (or request's) pending uses; all of the owner's without it. */
    soundid: IdSchema.optional(),
    /** Whose campaigns (admins); the caller's own by default. */
    artist_id: IdSchema.optional(),
  })
  .openapi('ApproveAllBody')

const StatusFilter = z.enum(USE_STATUSES).optional().openapi({ description: 'Only approvals in this state' })

export const ApprovalsByIdQuerySchema = z.object({
  artist_id: IdSchema,
  /** Whose view: artist/musician (uses on their sounds), brand (videos for their requests), tiktoker (their own submissions), admin (every approval). */
  role: z.enum(ROLES_WITH_APPROVALS, { error: `role must be one of ${ROLES_WITH_APPROVALS.join(', ')}` }),
  status: StatusFilter,
  since: SinceSchema.optional(),
})

export const ApprovalsQuerySchema = z.object({ user_id: IdSchema, status: StatusFilter, since: SinceSchema.optional() })

export const PendingUsersSchema = z
  .object({
    users: z.array(
      z.object({
        userId: z.uuid(),
        fullName: z.string().nullable(),
        email: z.string().nullable(),
        pending: z.number().int(),
        amount: z.number().int(),
        oldest: z.string().nullable().openapi({ format: 'date-time' }),
      }),
    ),
  })
  .openapi('UsersWithPendingApprovals')

export const CheckClicksBodySchema = z
  .object({ soundid: IdSchema.optional() })
  .openapi('CheckClicksBody', { description: 'Turn accrued clicks into pending approvals (one sound, or all the caller may)' })

const NoteSchema = z.string().trim().max(1000, 'note must be at most 1000 characters')

export const ReportBodySchema = z
  .object({
    approval_id: IdSchema,
    reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
    note: NoteSchema.optional(),
    id: ClientIdSchema,
  })
  .openapi('ReportBody', { description: 'Report an approved video whose pay is still on hold (the owner of its campaign); `other` needs a note' })

export const AppealBodySchema = z
  .object({ approval_id: IdSchema, note: NoteSchema.min(1, 'note: say why the video should be approved'), id: ClientIdSchema })
  .openapi('AppealBody', { description: 'Appeal the rejection of your video, once' })

export const DecideReportBodySchema = z
  .object({ approval_id: IdSchema, decision: z.enum(REPORT_DECISIONS, { error: 'decision must be refund or release' }), note: NoteSchema.optional() })
  .openapi('DecideReportBody')

export const DecideAppealBodySchema = z
  .object({ approval_id: IdSchema, decision: z.enum(APPEAL_DECISIONS, { error: 'decision must be pay or keep' }), note: NoteSchema.optional() })
  .openapi('DecideAppealBody')
