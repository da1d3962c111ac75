import { randomUUID } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../db/client'
import { categories, uploads } from '../db/schema/content'
import { campaigns, slotHolds, uses } from '../db/schema/marketplace'
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/errors'
import type { FileStorage } from '../lib/storage'
import { MAX_VIDEO_LINKS, REQUEST_TYPES, type CampaignKind } from '../lib/marketplace-values'
import { writeTime } from '../lib/sql-time'
import { MAX_AMOUNT } from '../wallet/schema-values'
import { holdAccountOpen } from './account-closure'
import { assertAccountMay } from './account-policy'
import type { MarketConfig } from './market-config'
import { deletedNotice, holdEndedNotice } from './market-notices'
import { inProcessMoney, moneyTransaction, type Delivery, type MoneyPort } from './money-port'
import { notify } from './notifications'

export type CampaignRow = typeof campaigns.$inferSelect
export type HoldRow = typeof slotHolds.$inferSelect
/** Sounds and brand requests share the campaign rules; each endpoint addresses one family. */
export type Family = 'sound' | 'request'
export interface Actor {
  userId: string
  role: string
}

export const familyOf = (kind: CampaignKind): Family => ((REQUEST_TYPES as readonly string[]).includes(kind) ? 'request' : 'sound')
/** The ledger reference and idempotency-key prefix of a campaign, e.g. `sound:<id>`. */
export const ledgerRef = (c: Pick<CampaignRow, 'id' | 'kind'>) => `${familyOf(c.kind)}:${c.id}`
const noun = (f: Family) => (f === 'sound' ? 'sound' : 'request')

/**
 * Locks a campaign's row for the rest of the transaction. Every change to a campaign's slots,
 * uses or money takes this lock first (then hold rows, then use rows), so they queue per
 * campaign and cannot deadlock; `skipLocked` lets a job pass over a busy campaign.
 */
export async function lockCampaign(tx: Executor, id: string, opts: { skipLocked?: boolean } = {}): Promise<CampaignRow | undefined> {
  const q = tx.select().from(campaigns).where(eq(campaigns.id, id))
  const [row] = opts.skipLocked ? await q.for('update', { skipLocked: true }) : await q.for('update')
  return row
}

/** The locked campaign of the given family that is still open, or 404. */
export async function openCampaign(tx: Executor, id: string, family: Family): Promise<CampaignRow> {
  const row = await lockCampaign(tx, id)
  if (!row || familyOf(row.kind) !== family) throw notFound(`No ${noun(family)} with this id`)
  if (row.status !== 'active') throw notFound(`This ${noun(family)} was deleted`)
  return row
}

/** Moves updated_at (mirrors re-read the row: its slot counts changed), with other changes. */
export async function touchCampaign(tx: Executor, id: string, set: Partial<Pick<CampaignRow, 'paid' | 'refunded' | 'status' | 'videoLinks'>> = {}) {
  await tx
    .update(campaigns)
    .set({ ...set, updatedAt: writeTime() })
    .where(eq(campaigns.id, id))
}

export function assertOwnerOrAdmin(c: CampaignRow, actor: Actor): void {
  if (actor.role !== 'admin' && c.ownerId !== actor.userId) throw forbidden(`Only the ${familyOf(c.kind) === 'sound' ? 'artist' : 'brand'} who created it (or an admin) can do that`)
}

export interface NewCampaign {
  id?: string
  ownerId: string
  kind: CampaignKind
  title: string
  categoryId?: string | null
  audioFile?: string | null
  coverFile?: string | null
  videoLinks?: string[]
  templateLink?: string | null
  brief?: string | null
  script?: string | null
  duetVideoUrl?: string | null
  unitAmount: number
  payPerClick?: number | null
  clickBudget?: number
  slots: number
  linksPerSlot?: number
  holdHours: number
}

/** What the campaign escrows: every slot's videos at the unit price, plus the click budget. */
export const budgetOf = (c: Pick<NewCampaign, 'slots' | 'linksPerSlot' | 'unitAmount' | 'clickBudget'>) => c.slots * (c.linksPerSlot ?? 1) * c.unitAmount + (c.clickBudget ?? 0)

/** What createCampaign asks of the file store: whether it holds a file. */
export type FileLookup = Pick<FileStorage, 'size'>

async function checkReferences(db: Executor, c: NewCampaign, callerId: string, store: FileLookup): Promise<void> {
  if (c.categoryId) {
    const [cat] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, c.categoryId))
    if (!cat) throw badRequest('category_id: no category with this id')
  }
  const files = [
    ['audio', c.audioFile, 'audio/'],
    ['cover', c.coverFile, 'image/'],
  ] as const
  for (const [field, name, type] of files) {
    if (!name) continue
    const [file] = await db.select().from(uploads).where(eq(uploads.name, name))
    if (!file) throw badRequest(`${field}: no uploaded file with this name; upload it with /upload_file first`)
    if (!file.mime.startsWith(type)) throw badRequest(`${field}: the uploaded file is ${file.mime}, not ${type === 'audio/' ? 'audio' : 'an image'}`)
    if (file.ownerId !== c.ownerId && file.ownerId !== callerId) throw badRequest(`${field}: this file was uploaded by someone else`)
    // The record alone is not enough: the bytes must be where every server process reads them.
    if ((await store.size(name)) === null) throw badRequest(`${field}: the uploaded file is missing from the file store; upload it again`)
  }
}

const sameCampaign = (a: CampaignRow, b: NewCampaign) =>
  a.ownerId === b.ownerId && a.kind === b.kind && a.title === b.title && a.unitAmount === b.unitAmount && a.slots === b.slots && a.escrowed === budgetOf(b) && a.audioFile === (b.audioFile ?? null)

/**
 * Creates a sound or request and escrows its budget from the owner's wallet. In process the
 * escrow runs in the same transaction: a short balance is a 409 and nothing is created. With a
 * wallet deployed apart the campaign is written `pending` with its escrow in the outbox, then
 * delivered at once: confirmed, it goes live; refused, it is marked refused and the caller gets
 * the wallet's answer; the wallet unreachable, it stays pending (not listed) for the delivery job
 * to finish, and the caller gets a 503 to send again. A client-supplied id that exists already
 * answers with the original when it is the same campaign (an offline retry), else 409.
 */
export async function createCampaign(
  db: Executor,
  input: NewCampaign,
  callerId: string,
  files: FileLookup,
  money: MoneyPort = inProcessMoney,
): Promise<{ campaign: CampaignRow; created: boolean }> {
  const total = budgetOf(input)
  if (total <= 0) throw badRequest('The campaign has no budget: set a pay per use and slots, or a click budget')
  if (total > MAX_AMOUNT) throw badRequest(`The budget (slots × pay per use + click budget) must be at most ${MAX_AMOUNT}`)
  await assertAccountMay(db, input.ownerId, 'run_campaigns')
  await checkReferences(db, input, callerId, files)
  const id = input.id ?? randomUUID()
  const { result, deliveries } = await moneyTransaction(db, money, async (tx, move) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        id,
        ownerId: input.ownerId,
        kind: input.kind,
        status: money.mode === 'outbox' ? 'pending' : 'active',
        title: input.title,
        categoryId: input.categoryId ?? null,
        audioFile: input.audioFile ?? null,
        coverFile: input.coverFile ?? null,
        videoLinks: input.videoLinks ?? [],
        templateLink: input.templateLink ?? null,
        brief: input.brief ?? null,
        script: input.script ?? null,
        duetVideoUrl: input.duetVideoUrl ?? null,
        unitAmount: input.unitAmount,
        payPerClick: input.payPerClick ?? null,
        clickBudget: input.clickBudget ?? 0,
        slots: input.slots,
        linksPerSlot: input.linksPerSlot ?? 1,
        holdHours: input.holdHours,
        escrowed: total,
      })
      .onConflictDoNothing({ target: campaigns.id })
      .returning()
    if (!row) {
      const [existing] = await tx.select().from(campaigns).where(eq(campaigns.id, id))
      if (existing && sameCampaign(existing, input)) return { campaign: existing, created: false }
      throw conflict('Something else already has this id; use a new one', 'duplicate_id')
    }
    await move({ type: 'escrow', userId: input.ownerId, amount: total, idempotencyKey: `${ledgerRef(row)}:escrow`, reference: ledgerRef(row) }, { campaignId: row.id })
    return { campaign: row, created: true }
  })
  if (result.campaign.status !== 'pending' && result.campaign.status !== 'refused') return result
  return settledEscrow(db, money, result, deliveries)
}

/** The wallet's answer to a campaign's escrow (delivered again when it is still pending). */
async function settledEscrow(db: Executor, money: MoneyPort, r: { campaign: CampaignRow; created: boolean }, answered: Delivery[] = []) {
  const key = `${ledgerRef(r.campaign)}:escrow`
  // The answer this request's own delivery just had (it carries the wallet's code), else ask again.
  const d = answered.find((a) => a.key === key) ?? (await money.deliver([key]))[0]
  const now = (await findCampaign(db, r.campaign.id)) ?? r.campaign
  const what = noun(familyOf(now.kind))
  if (now.status === 'refused' || d?.state === 'refused') {
    throw new HttpError((d?.status ?? 409) as 409, d?.message ?? `The wallet refused this ${what}'s budget`, d?.code ?? 'wallet_refused')
  }
  if (now.status === 'pending') {
    throw new HttpError(
      503,
      `Your ${what} is saved but the wallet has not confirmed its budget yet, so it is not live. It goes live as soon as the wallet confirms; send it again to check.`,
      'wallet_pending',
      undefined,
      { 'Retry-After': '5' },
    )
  }
  return { campaign: now, created: r.created }
}

/** Adds reference video links to a sound (owner or admin); links already there are kept once. */
export async function addVideoLinks(db: Executor, o: { id: string; actor: Actor; links: string[] }): Promise<CampaignRow> {
  return db.transaction(async (tx: Tx) => {
    const c = await openCampaign(tx, o.id, 'sound')
    assertOwnerOrAdmin(c, o.actor)
    if (o.actor.role !== 'admin') await assertAccountMay(tx, c.ownerId, 'run_campaigns')
    const links = [...new Set([...c.videoLinks, ...o.links])]
    if (links.length > MAX_VIDEO_LINKS) throw conflict(`A sound can show at most ${MAX_VIDEO_LINKS} reference videos; it has ${c.videoLinks.length}`, 'too_many_videos')
    await touchCampaign(tx, c.id, { videoLinks: links })
    return { ...c, videoLinks: links }
  })
}

/**
 * Deletes a campaign (owner or admin): refused with 409 while any use waits for a decision
 * (its pay is still owed from the escrow); otherwise open holds are released, the unspent
 * escrow goes back to the owner's available balance, and the row is kept as `deleted` so
 * mirrors hear of it and the history stays. Clicks not yet turned into approvals lapse.
 */
export async function deleteCampaign(db: Executor, o: { id: string; family: Family; actor: Actor; market: MarketConfig }) {
  const { result } = await moneyTransaction(db, o.market.money, async (tx: Tx, move) => {
    const c = await openCampaign(tx, o.id, o.family)
    assertOwnerOrAdmin(c, o.actor)
    const [pending] = await tx
      .select({ n: count() })
      .from(uses)
      .where(and(eq(uses.campaignId, c.id), eq(uses.status, 'pending')))
    if (pending && pending.n > 0) {
      throw conflict(`${pending.n} ${pending.n === 1 ? 'use waits' : 'uses wait'} for a decision; approve or reject ${pending.n === 1 ? 'it' : 'them'} before deleting`, 'uses_pending')
    }
    // Money first: row changes come last, so their updated_at is close to the commit (mirror-feed.ts).
    const unspent = c.escrowed - c.paid - c.refunded
    if (unspent > 0) {
      await holdAccountOpen(tx, c.ownerId)
      await move({ type: 'refund', userId: c.ownerId, amount: unspent, idempotencyKey: `${ledgerRef(c)}:refund`, reference: ledgerRef(c) })
    }
    const released = await tx
      .update(slotHolds)
      .set({ status: 'released', updatedAt: writeTime() })
      .where(and(eq(slotHolds.campaignId, c.id), eq(slotHolds.status, 'held')))
      .returning()
    await tx
      .update(campaigns)
      .set({ status: 'deleted', refunded: c.refunded + unspent, deletedAt: sql`now()`, updatedAt: writeTime() })
      .where(eq(campaigns.id, c.id))
    for (const h of released) await notify(tx, h.creatorId, holdEndedNotice(c, 'deleted'))
    await notify(tx, c.ownerId, deletedNotice(c, unspent, o.market.currency))
    return { campaign: { ...c, status: 'deleted' as const, refunded: c.refunded + unspent }, refunded: unspent, released: released.length }
  })
  return result
}

/** A campaign by id (any status), unlocked. */
export async function findCampaign(db: Executor, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id))
  return row
}
