import { sql } from 'drizzle-orm'
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { CAMPAIGN_KINDS, CAMPAIGN_STATUSES, HOLD_REASONS, HOLD_STATUSES, USE_KINDS, USE_STATUSES } from '../../lib/marketplace-values'
import { categories, uploads } from './content'

/**
 * The marketplace. Owner and creator ids carry no foreign key on purpose: like the ledger, the
 * history of who was paid for what outlives an account (deleteAccount refuses while a user still
 * has open campaigns, holds or pending uses). Money is integer minor units in bigint columns.
 *
 * `updated_at` uses clock_timestamp() (the moment of the write, not the start of the transaction)
 * and moves on every change a mirror must see; `since` pulls read it (see domain/mirror-feed.ts).
 */
const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 })
const changed = (name: string) => stamp(name).notNull().default(sql`clock_timestamp()`)
const money = (name: string) => bigint(name, { mode: 'number' })
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * Active campaigns per kind, kept by statement triggers on campaigns (migration 0007), so a paged
 * list's total is one row read instead of a count over the catalogue.
 */
export const campaignCounts = pgTable('campaign_counts', {
  kind: text('kind').primaryKey(),
  active: bigint('active', { mode: 'number' }).notNull().default(0),
})

/** Sounds (kinds normal / influencer / video_app) and brand requests (duet / script). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey(),
    /** The artist (sounds) or brand (requests) who funds it. */
    ownerId: uuid('owner_id').notNull(),
    kind: text('kind', { enum: CAMPAIGN_KINDS }).notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('active'),
    title: text('title').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    audioFile: text('audio_file').references(() => uploads.name),
    coverFile: text('cover_file').references(() => uploads.name),
    /** Reference videos (sounds) shown to creators. */
    videoLinks: jsonb('video_links').$type<string[]>().notNull().default([]),
    /** Video-editing-app sounds: the template creators open. */
    templateLink: text('template_link'),
    brief: text('brief'),
    script: text('script'),
    duetVideoUrl: text('duet_video_url'),
    /** Pay per approved use (sounds) or per approved video (requests). */
    unitAmount: money('unit_amount').notNull(),
    payPerClick: money('pay_per_click'),
    /** The part of the escrow that pays for clicks (the rest pays for slots). */
    clickBudget: money('click_budget').notNull().default(0),
    slots: integer('slots').notNull(),
    /** Videos one slot may carry: 1, except influencer sounds. */
    linksPerSlot: integer('links_per_slot').notNull().default(1),
    holdHours: integer('hold_hours').notNull(),
    /** escrowed = slots × linksPerSlot × unitAmount + clickBudget; what is left is escrowed − paid − refunded. */
    escrowed: money('escrowed').notNull(),
    paid: money('paid').notNull().default(0),
    refunded: money('refunded').notNull().default(0),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: changed('updated_at'),
    deletedAt: stamp('deleted_at'),
  },
  (t) => [
    // The paged lists, newest first within a kind: a backward scan of this index gives
    // ORDER BY created_at DESC, id DESC (DESC NULLS FIRST, which a DESC NULLS LAST index cannot).
    index('campaigns_list_idx').on(t.kind, t.status, t.createdAt, t.id),
    // Change feeds walk (updated_at, id) from their cursor (domain/mirror-feed.ts).
    index('campaigns_owner_idx').on(t.ownerId, t.updatedAt, t.id),
    index('campaigns_updated_idx').on(t.updatedAt, t.id),
    // Searches (domain/campaign-page.ts): a word's trigrams find the titles that hold it, and
    // the categories whose names hold it find their campaigns, without reading every row.
    index('campaigns_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('campaigns_category_idx').on(t.categoryId),
    check('campaigns_kind_check', sql`${t.kind} in (${inList(CAMPAIGN_KINDS)})`),
    check('campaigns_status_check', sql`${t.status} in (${inList(CAMPAIGN_STATUSES)})`),
    check('campaigns_amounts_check', sql`${t.unitAmount} >= 0 and ${t.clickBudget} >= 0 and ${t.slots} >= 0 and ${t.linksPerSlot} >= 1`),
    check('campaigns_money_check', sql`${t.paid} >= 0 and ${t.refunded} >= 0 and ${t.paid} + ${t.refunded} <= ${t.escrowed}`),
  ],
)

export const slotHolds = pgTable(
  'slot_holds',
  {
    id: uuid('id').primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').notNull(),
    status: text('status', { enum: HOLD_STATUSES }).notNull().default('held'),
    expiresAt: stamp('expires_at').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: changed('updated_at'),
  },
  (t) => [
    // One live hold per creator per campaign, even when two requests race.
    uniqueIndex('slot_holds_live_key').on(t.campaignId, t.creatorId).where(sql`status in ('held', 'submitted')`),
    // Slot counts per campaign (free / held / used) walk this index.
    index('slot_holds_campaign_idx').on(t.campaignId, t.status, t.expiresAt),
    index('slot_holds_due_idx').on(t.expiresAt).where(sql`status = 'held'`),
    index('slot_holds_creator_idx').on(t.creatorId, t.updatedAt),
    check('slot_holds_status_check', sql`${t.status} in (${inList(HOLD_STATUSES)})`),
  ],
)

/** Approvals: a submitted video (paid per use) or a batch of clicks (paid per click). */
export const uses = pgTable(
  'uses',
  {
    id: uuid('id').primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    holdId: uuid('hold_id').references(() => slotHolds.id, { onDelete: 'set null' }),
    creatorId: uuid('creator_id').notNull(),
    /** The campaign's owner, copied so the owner's approvals are one index range. */
    ownerId: uuid('owner_id').notNull(),
    kind: text('kind', { enum: USE_KINDS }).notNull(),
    /** Canonical link (lib/video-url.ts); unique platform-wide, whatever became of the first submission. */
    videoUrl: text('video_url'),
    /** The video's identity (lib/video-identity.ts): one video is paid once, however its link is spelled. */
    videoKey: text('video_key'),
    clickCount: integer('click_count'),
    amount: money('amount').notNull(),
    /** The platform's part of `amount`, fixed when it is approved. */
    fee: money('fee'),
    status: text('status', { enum: USE_STATUSES }).notNull().default('pending'),
    autoApproved: boolean('auto_approved').notNull().default(false),
    decidedBy: uuid('decided_by'),
    decidedAt: stamp('decided_at'),
    reason: text('reason'),
    /** A click batch that looks farmed waits for a person: the auto-approval job never pays it. */
    held: boolean('held').notNull().default(false),
    heldReason: text('held_reason', { enum: HOLD_REASONS }),
    /**
     * Click batches: the evidence behind the decision, over the review window (the batch and the
     * creator's clicks on the sound in earlier batches still waiting or paid): clicks, distinct
     * networks, first and last click, followers then. Batches made before the window have no count.
     */
    windowClicks: integer('window_clicks'),
    clickNetworks: integer('click_networks'),
    firstClickAt: stamp('first_click_at'),
    lastClickAt: stamp('last_click_at'),
    creatorFollowers: integer('creator_followers'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: changed('updated_at'),
  },
  (t) => [
    uniqueIndex('uses_video_url_key').on(t.videoUrl),
    uniqueIndex('uses_video_key_key').on(t.videoKey),
    index('uses_owner_idx').on(t.ownerId, t.updatedAt, t.id),
    index('uses_creator_idx').on(t.creatorId, t.updatedAt, t.id),
    index('uses_updated_idx').on(t.updatedAt, t.id),
    index('uses_campaign_idx').on(t.campaignId, t.status),
    index('uses_hold_idx').on(t.holdId),
    index('uses_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    index('uses_decided_idx').on(t.decidedAt),
    check('uses_status_check', sql`${t.status} in (${inList(USE_STATUSES)})`),
    check('uses_kind_check', sql`(${t.kind} = 'video' and ${t.videoUrl} is not null) or (${t.kind} = 'clicks' and ${t.clickCount} > 0)`),
    check('uses_held_check', sql`${t.held} = (${t.heldReason} is not null)`),
    check('uses_amount_check', sql`${t.amount} > 0 and (${t.fee} is null or (${t.fee} >= 0 and ${t.fee} <= ${t.amount}))`),
  ],
)

/** Tracked clicks, one per campaign, creator, visitor and day; `use_id` once turned into an approval. */
export const clicks = pgTable(
  'clicks',
  {
    id: uuid('id').primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').notNull(),
    /** A hash of the visitor cookie's id (see domain/clicks.ts); older rows hashed address and User-Agent. */
    visitor: text('visitor').notNull(),
    /** A hash of the visitor's network (IPv4 /24, IPv6 /64), never the address; null on older rows. */
    network: text('network'),
    day: date('day').notNull(),
    useId: uuid('use_id').references(() => uses.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clicks_dedup_key').on(t.campaignId, t.creatorId, t.visitor, t.day),
    // Once per visitor per sound per day, whichever creator's link (rows with a network are the new rules').
    uniqueIndex('clicks_visitor_day_key').on(t.campaignId, t.visitor, t.day).where(sql`network is not null`),
    index('clicks_network_day_idx').on(t.campaignId, t.network, t.day),
    index('clicks_unconverted_idx').on(t.campaignId, t.creatorId).where(sql`use_id is null`),
    // A rejection forfeits, and a deletion drops, a creator's unconverted clicks on every sound.
    index('clicks_creator_unconverted_idx').on(t.creatorId).where(sql`use_id is null`),
    index('clicks_day_idx').on(t.day),
  ],
)
