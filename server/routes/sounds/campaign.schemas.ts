import { z } from '@hono/zod-openapi'
import { PageCursorSchema } from '../../lib/page-cursor'
import { CAMPAIGN_STATUSES, HOLD_STATUSES, MAX_HOLD_HOURS, MAX_SLOTS } from '../../lib/marketplace-values'
import { videoIdentity } from '../../lib/video-identity'
import { normalizeHttpsLink, normalizeVideoLink } from '../../lib/video-url'
import { MAX_AMOUNT } from '../../wallet/schema-values'

/** Pieces shared by sounds and brand requests (both are campaigns with slots and escrow). */

export const MoneySchema = z
  .number({ error: 'must be a number (in kobo or cents)' })
  .int({ error: 'must be a whole number of kobo or cents (no fractions)' })
  .min(1, { error: 'must be greater than zero' })
  .max(MAX_AMOUNT, { error: `must be at most ${MAX_AMOUNT}` })
  .openapi({ description: 'Minor units (kobo, cents) of the deployment currency', example: 50_000 })

export const SlotCountSchema = z
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(MAX_SLOTS, { error: `must be at most ${MAX_SLOTS}` })

export const HoldHoursSchema = z
  .number({ error: 'must be a whole number of hours' })
  .int({ error: 'must be a whole number of hours' })
  .min(1, { error: 'must be at least 1 hour' })
  .max(MAX_HOLD_HOURS, { error: `must be at most ${MAX_HOLD_HOURS} hours` })
  .openapi({ description: 'How long a creator keeps a slot before submitting a video (hours, default 48)' })

export const TitleSchema = z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(120, 'title must be at most 120 characters')

/** A link to a video on a known short-video host, in its canonical form (lib/video-url.ts). */
export const VideoLinkSchema = z
  .string({ error: 'must be a link' })
  .max(2_000, 'must be at most 2000 characters')
  .refine((v) => { const link = normalizeVideoLink(v); return link !== null && videoIdentity(link) !== null }, 'must be an https link to a video on TikTok, Instagram, YouTube, Facebook, Snapchat, Likee, Triller or Kwai')
  .transform((v) => normalizeVideoLink(v)!)
  .openapi({ type: 'string', example: 'https://www.tiktok.com/@creator/video/7301234567890123456' })

export const HttpsLinkSchema = z
  .string({ error: 'must be a link' })
  .max(2_000, 'must be at most 2000 characters')
  .refine((v) => normalizeHttpsLink(v) !== null, 'must be an https link')
  .transform((v) => normalizeHttpsLink(v)!)
  .openapi({
    type: 'string',
    example: 'https://www.capcut.com/template-detail/7301234567890',
    description: "An https link; a sound's template must also be on CapCut or a video platform (the deployment's LINK_HOSTS), else 400",
  })

/** page and curpage both name the 1-based page (the original client sent both); curpage wins. */
const pageNumber = z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100_000, 'must be at most 100000')
export const PageQuerySchema = z.object({
  page: pageNumber.optional().openapi({ description: '1-based page number (12 rows a page)' }),
  curpage: pageNumber.optional().openapi({ description: 'The same as page, for the original client; wins when both are given' }),
})

/** Words to look for in a campaign's title or category (every word, any case). */
export const SearchSchema = z
  .string()
  .max(100, 'at most 100 characters')
  .optional()
  .openapi({ description: 'Only campaigns whose title or category holds every word (any case)' })

/** page/curpage, or the cursor of the previous page (not both), and an optional search. */
export const CursorPageQuerySchema = PageQuerySchema.extend({ cursor: PageCursorSchema.optional(), q: SearchSchema }).refine((q) => !q.cursor || (q.page === undefined && q.curpage === undefined), {
  path: ['cursor'],
  message: 'give either cursor or page/curpage, not both',
})

export const HoldSchema = z
  .object({
    id: z.uuid(),
    /** The sound's or brand request's id. */
    campaignId: z.uuid(),
    creatorId: z.uuid(),
    /** `expired` is shown as soon as the time ran out, before the job records it. */
    status: z.enum(HOLD_STATUSES),
    expiresAt: z.string().openapi({ format: 'date-time' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Hold')

export const SlotsSchema = z
  .object({ total: z.number().int(), free: z.number().int(), held: z.number().int(), used: z.number().int() })
  .openapi('SlotCounts', { description: 'held: holds waiting for a video; used: slots whose video was submitted (pending or approved)' })

export const BudgetSchema = z
  .object({
    escrowed: z.number().int(),
    paid: z.number().int(),
    /** Owed to creators for uses waiting for a decision. */
    pending: z.number().int(),
    refunded: z.number().int(),
    /** Still in escrow for this campaign: escrowed − paid − refunded. */
    remaining: z.number().int(),
  })
  .openapi('CampaignBudget', { description: 'Shown to the owner and admins only (null for others)' })

/** The fields every campaign view has (see domain/campaign-views.ts). */
export const campaignFields = {
  id: z.uuid(),
  status: z.enum(CAMPAIGN_STATUSES).openapi({ description: 'pending: waiting for the wallet to confirm its budget; refused: the wallet refused it' }),
  title: z.string(),
  holdHours: z.number().int(),
  currency: z.string(),
  slots: SlotsSchema,
  pendingApprovals: z.number().int(),
  budget: BudgetSchema.nullable(),
  /** The caller's own live hold, if any. */
  myHold: HoldSchema.nullable(),
  createdAt: z.string().openapi({ format: 'date-time' }),
  updatedAt: z.string().openapi({ format: 'date-time' }),
}

/** The tail of a paged "with locking" list answer (12 rows a page, by number or by cursor). */
export const pageFields = {
  /**
   * How many rows the list holds. Without a search it is exact; a search counts its matches up to
   * SEARCH_COUNT_BOUND and no further, so a common word costs no more on a large catalogue.
   */
  total: z.number().int(),
  /** false: the search matched more than `total` rows (it stopped counting there). */
  totalExact: z.boolean(),
  page: z.number().int(),
  perPage: z.number().int(),
  /** Pass as `cursor` for the next page (a keyset walk: a deep page costs what the first does); null on the last page. */
  next_cursor: z.string().nullable(),
  /** Pass as `cursor` for the page before this one (found by position too); null on page 1. */
  prev_cursor: z.string().nullable(),
}

/** The tail of every mirrored list answer. */
export const feedFields = {
  /** Ids that left the list after `since` (deleted, or no longer matching); empty without it. */
  deleted: z.array(z.string()),
  /** Pass as `since` next time; null while the list has never had a row. */
  cursor: z.string().nullable(),
  /**
   * Another page follows: ask again with `since` = `cursor`. The paged feeds (an artist's, a
   * brand's, an admin's) always send it; absent on answers that are whole by construction (a
   * creator's bounded window, a campaign's reserved slots).
   */
  hasMore: z.boolean().optional(),
}

/** A creator's bounded mirror (domain/campaign-window.ts): what the client keeps of the list. */
export const WindowSchema = z
  .object({
    /** At most this many open campaigns, besides the caller's own. */
    bound: z.number().int(),
    /** The oldest open campaign taken; older ones that are not the caller's leave the mirror. Null: every open one was taken. */
    floor: z.object({ createdAt: z.string().openapi({ format: 'date-time' }), id: z.uuid() }).nullable(),
    /** The kinds the caller may take part in; others leave the mirror. */
    kinds: z.array(z.string()),
  })
  .openapi('MirrorWindow')

/** The bounded answer's extra field (absent for artists, brands and admins, who get the whole list). */
export const windowField = { window: WindowSchema.optional() }

export const ClientIdSchema = z.uuid({ error: 'must be a UUID' }).optional().openapi({ description: 'Optional client-generated id (DESIGN §3)' })
