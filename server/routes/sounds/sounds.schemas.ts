import { z } from '@hono/zod-openapi'
import { IdSchema } from '../../lib/api-schemas'
import { MAX_LINKS_PER_SLOT, MAX_SLOTS, MAX_VIDEO_LINKS, SOUND_KINDS } from '../../lib/marketplace-values'
import { SinceSchema } from '../../lib/sync-cursor'
import { WindowSinceSchema } from '../../lib/window-cursor'
import { MAX_AMOUNT } from '../../wallet/schema-values'
import { ApprovalSchema } from '../approvals/approvals.schemas'
import { campaignFields, ClientIdSchema, CursorPageQuerySchema, feedFields, HoldHoursSchema, HoldSchema, pageFields, windowField, HttpsLinkSchema, MoneySchema, TitleSchema, VideoLinkSchema } from './campaign.schemas'

const upload = (kinds: string, ext: string) =>
  z
    .string({ error: `must be the file name /upload_file returned for the ${kinds}` })
    .regex(new RegExp(`^[0-9a-f]{32}\\.(${ext})$`), `must be the file name /upload_file returned for the ${kinds}`)
const FileSchema = z.object({ file: z.string(), url: z.string() })

export const SoundSchema = z
  .object({
    ...campaignFields,
    kind: z.enum(SOUND_KINDS),
    artistId: z.uuid(),
    artistName: z.string().nullable(),
    categoryId: z.uuid().nullable(),
    categoryName: z.string().nullable(),
    audio: FileSchema.nullable(),
    cover: FileSchema.nullable(),
    videoLinks: z.array(z.string()),
    templateLink: z.string().nullable(),
    payPerUse: z.number().int(),
    payPerClick: z.number().int().nullable(),
    clickBudget: z.number().int(),
    /** Videos one slot may carry (influencer sounds: several, each paid). */
    linksPerSlot: z.number().int(),
  })
  .openapi('Sound')

const ClickBudgetSchema = z
  .number({ error: 'must be a number (in kobo or cents)' })
  .int({ error: 'must be a whole number of kobo or cents' })
  .min(0, { error: 'must be 0 or more' })
  .max(MAX_AMOUNT, { error: `must be at most ${MAX_AMOUNT}` })

export const CreateSoundBodySchema = z
  .object({
    id: ClientIdSchema,
    /** Admins create for an artist; others may only name themselves. */
    artist_id: IdSchema.optional(),
    kind: z.enum(SOUND_KINDS, { error: `kind must be one of ${SOUND_KINDS.join(', ')}` }).default('normal'),
    title: TitleSchema,
    category_id: IdSchema,
    audio: upload('audio', 'mp3|m4a|aac|wav|ogg'),
    cover: upload('cover image', 'png|jpg|webp').optional(),
    video_links: z.array(VideoLinkSchema).max(MAX_VIDEO_LINKS, `at most ${MAX_VIDEO_LINKS} reference videos`).default([]),
    /** Video-editing-app sounds: the template link creators open (required for them). */
    template_link: HttpsLinkSchema.optional(),
    pay_per_use: MoneySchema.optional(),
    pay_per_click: MoneySchema.optional(),
    /** Part of the escrow that pays for clicks; required with pay_per_click. */
    click_budget: ClickBudgetSchema.optional(),
    slots: z
      .number({ error: 'slots must be a whole number' })
      .int({ error: 'slots must be a whole number' })
      .min(0, { error: 'slots must be 0 or more' })
      .max(MAX_SLOTS, { error: `slots must be at most ${MAX_SLOTS}` })
      .optional(),
    hold_hours: HoldHoursSchema.default(48),
    /** Influencer sounds: how many videos one slot may carry, each paid (default 3). */
    links_per_slot: z.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_LINKS_PER_SLOT, `must be at most ${MAX_LINKS_PER_SLOT}`).optional(),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (b.kind === 'video_app') {
      if (!b.template_link) issue('template_link', 'is required for a video-editing-app sound')
      if (!b.pay_per_click) issue('pay_per_click', 'is required for a video-editing-app sound (its creators are paid per click)')
      if ((b.slots ?? 0) > 0 && !b.pay_per_use) issue('pay_per_use', 'is required when the sound has slots')
    } else {
      if (!b.pay_per_use) issue('pay_per_use', 'is required')
      if (!b.slots) issue('slots', 'is required (at least 1)')
      if (b.template_link) issue('template_link', 'is only for video-editing-app sounds')
    }
    if (b.pay_per_click && (b.click_budget ?? 0) < b.pay_per_click) issue('click_budget', 'must cover at least one click: set how much of the escrow pays for clicks')
    if (!b.pay_per_click && b.click_budget) issue('click_budget', 'needs pay_per_click')
    if (b.links_per_slot !== undefined && b.kind !== 'influencer') issue('links_per_slot', 'is only for influencer sounds')
  })
  .openapi('CreateSoundBody', { description: 'Escrows slots × pay_per_use (× links_per_slot) + click_budget from the artist’s wallet' })

export const SoundResponseSchema = z.object({ sound: SoundSchema }).openapi('SoundResponse')
export const SoundFeedSchema = z.object({ sounds: z.array(SoundSchema), ...feedFields, ...windowField }).openapi('SoundFeed')
export const SoundPageSchema = z.object({ sounds: z.array(SoundSchema), ...pageFields }).openapi('SoundPage')

export const AddVideosBodySchema = z
  .object({ soundid: IdSchema, video_links: z.array(VideoLinkSchema).min(1, 'give at least one link').max(MAX_VIDEO_LINKS, `at most ${MAX_VIDEO_LINKS} links`) })
  .openapi('AddVideosBody')

export const SoundIdQuerySchema = z.object({ soundid: IdSchema })
export const SoundIdBodySchema = z.object({ soundid: IdSchema }).openapi('SoundIdBody')
export const HoldBodySchema = z.object({ soundid: IdSchema, id: ClientIdSchema }).openapi('HoldSlotBody')
export const ArtistSoundsQuerySchema = z.object({ artist_id: IdSchema.optional(), since: SinceSchema.optional() })
export const AllSoundsQuerySchema = z.object({ kind: z.enum(SOUND_KINDS).optional(), since: WindowSinceSchema.optional() })
export const LockingQuerySchema = CursorPageQuerySchema.safeExtend({ kind: z.enum(['normal', 'video_app']).default('normal') })

export const DeleteSoundResponseSchema = z
  .object({ sound: SoundSchema, refunded: z.number().int(), released: z.number().int() })
  .openapi('DeleteSoundResponse')

export const AddClickBodySchema = z
  .object({
    soundid: IdSchema,
    creator_id: IdSchema,
    /** The click token the tracking link (`GET /t/<sound>/<creator>`) handed out with the visitor cookie. */
    token: z.string({ error: 'token is required: open the creator’s tracking link to get one' }).min(1, 'token is required: open the creator’s tracking link to get one').max(200),
  })
  .openapi('AddClickBody')
export const ClickTokenResponseSchema = z.object({ token: z.string(), soundid: z.string(), creator_id: z.string() })
export const AddClickResponseSchema = z
  .object({
    counted: z.boolean().openapi({ description: 'false: not counted (this visitor or network already counted today, or an automated client)' }),
    destination: z.string().nullable().openapi({ description: "Where to send the visitor: the sound's template or first reference video" }),
  })
  .openapi('AddClickResponse')

export const HoldResponseSchema = z.object({ hold: HoldSchema }).openapi('HoldResponse')

export const ReservedQuerySchema = z.object({ sound_id: IdSchema, since: SinceSchema.optional() })
export const ReservedSlotsSchema = z
  .object({
    holds: z.array(HoldSchema.extend({ creatorName: z.string().nullable(), videos: z.number().int() })),
    ...feedFields,
  })
  .openapi('ReservedSlots')

export const ReleaseBodySchema = z
  .object({ sound_id: IdSchema, hold_ids: z.array(IdSchema).min(1, 'give at least one hold id, or leave hold_ids out').max(500).optional() })
  .openapi('ReleaseSlotsBody', { description: 'Releases the given held slots, or every held one (slots with a submitted video are decided through approvals)' })
export const ReleaseResponseSchema = z.object({ released: z.array(HoldSchema), skipped: z.array(z.string()) }).openapi('ReleaseSlotsResponse')

export const SpamSlotsSchema = z.object({ sound: SoundSchema, myApprovals: z.array(ApprovalSchema) }).openapi('SpamSoundSlots')

export const SubmitLinksBodySchema = z
  .object({
    soundid: IdSchema,
    links: z.array(VideoLinkSchema).min(1, 'give at least one link').max(MAX_LINKS_PER_SLOT, `at most ${MAX_LINKS_PER_SLOT} links`),
    /** Optional client ids, one per link in the same order. */
    ids: z.array(IdSchema).optional(),
  })
  .refine((b) => new Set(b.links).size === b.links.length, { path: ['links'], message: 'the same link is given twice' })
  .refine((b) => !b.ids || b.ids.length === b.links.length, { path: ['ids'], message: 'give one id per link' })
  .openapi('SubmitSpamLinksBody')
