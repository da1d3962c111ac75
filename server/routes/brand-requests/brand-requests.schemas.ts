import { z } from '@hono/zod-openapi'
import { IdSchema } from '../../lib/api-schemas'
import { REQUEST_TYPES } from '../../lib/marketplace-values'
import { SinceSchema } from '../../lib/sync-cursor'
import { WindowSinceSchema } from '../../lib/window-cursor'
import { campaignFields, ClientIdSchema, CursorPageQuerySchema, feedFields, HoldHoursSchema, pageFields, windowField, MoneySchema, SlotCountSchema, VideoLinkSchema } from '../sounds/campaign.schemas'

export const BrandRequestSchema = z
  .object({
    ...campaignFields,
    type: z.enum(REQUEST_TYPES),
    brandId: z.uuid(),
    brandName: z.string().nullable(),
    brief: z.string(),
    /** duet requests: the video creators duet with. */
    duetVideoUrl: z.string().nullable(),
    /** script requests: what the ad video says. */
    script: z.string().nullable(),
    payPerVideo: z.number().int(),
  })
  .openapi('BrandRequest')

export const CreateRequestBodySchema = z
  .object({
    id: ClientIdSchema,
    /** Admins create for a brand; others may only name themselves. */
    brand_id: IdSchema.optional(),
    type: z.enum(REQUEST_TYPES, { error: 'type must be duet or script' }),
    /** Defaults to the start of the brief. */
    title: z.string().trim().min(1, 'title must not be empty').max(120, 'title must be at most 120 characters').optional(),
    brief: z.string({ error: 'brief is required' }).trim().min(1, 'brief is required').max(2_000, 'brief must be at most 2000 characters'),
    duet_video_url: VideoLinkSchema.optional(),
    script: z.string().trim().min(1, 'script must not be empty').max(10_000, 'script must be at most 10000 characters').optional(),
    slots: SlotCountSchema,
    pay_per_video: MoneySchema,
    hold_hours: HoldHoursSchema.default(48),
  })
  .superRefine((b, ctx) => {
    if (b.type === 'duet' && !b.duet_video_url) ctx.addIssue({ code: 'custom', path: ['duet_video_url'], message: 'is required for a duet request' })
    if (b.type === 'script' && !b.script) ctx.addIssue({ code: 'custom', path: ['script'], message: 'is required for a script request' })
    if (b.type === 'duet' && b.script) ctx.addIssue({ code: 'custom', path: ['script'], message: 'is only for script requests' })
    if (b.type === 'script' && b.duet_video_url) ctx.addIssue({ code: 'custom', path: ['duet_video_url'], message: 'is only for duet requests' })
  })
  .openapi('CreateRequestBody', { description: 'Escrows slots × pay_per_video from the brand’s wallet' })

export const RequestResponseSchema = z.object({ request: BrandRequestSchema }).openapi('BrandRequestResponse')
export const RequestFeedSchema = z.object({ requests: z.array(BrandRequestSchema), ...feedFields, ...windowField }).openapi('BrandRequestFeed')
export const RequestPageSchema = z.object({ requests: z.array(BrandRequestSchema), ...pageFields }).openapi('BrandRequestPage')

const TypeFilter = z.enum(REQUEST_TYPES, { error: 'type must be duet or script' }).optional()
export const BrandRequestsQuerySchema = z.object({ brand_id: IdSchema.optional(), type: TypeFilter, since: SinceSchema.optional() })
export const AllRequestsQuerySchema = z.object({ type: TypeFilter, since: WindowSinceSchema.optional() })
export const RequestLockingQuerySchema = CursorPageQuerySchema.safeExtend({ type: TypeFilter })

export const RequestIdBodySchema = z.object({ request_id: IdSchema }).openapi('RequestIdBody')
export const HoldRequestBodySchema = z.object({ request_id: IdSchema, id: ClientIdSchema }).openapi('HoldRequestSlotBody')
export const SubmitRequestVideoBodySchema = z.object({ request_id: IdSchema, video_url: VideoLinkSchema, id: ClientIdSchema }).openapi('SubmitRequestVideoBody')
export const DeleteRequestResponseSchema = z.object({ request: BrandRequestSchema, refunded: z.number().int(), released: z.number().int() }).openapi('DeleteRequestResponse')
