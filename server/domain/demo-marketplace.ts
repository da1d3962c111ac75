import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { toneWav } from '../../seed/portal/demo-audio'
import { DEMO_CATEGORIES, DEMO_FUNDS, DEMO_REQUESTS, DEMO_SOUNDS, demoVideo } from '../../seed/portal/demo-marketplace'
import type { Executor } from '../db/client'
import { uploads } from '../db/schema/content'
import type { FileStorage } from '../lib/storage'
import { findUserByEmail } from './accounts'
import { createCategory } from './categories'
import { createCampaign } from './campaigns'
import { addClick } from './clicks'
import type { MarketConfig } from './market-config'
import { holdSlot } from './slots'
import { reportUse } from './disputes'
import { settlePayout } from './payout-holds'
import { decideUse, submitVideos } from './uses'
import { recordVideoCheck } from './video-checks'
import type { VideoVerdict } from './video-verdict'

/** Stores a generated demo tune as an upload of the artist's, the way /upload_file would. */
async function demoAudio(db: Executor, storage: FileStorage, ownerId: string, title: string, notes: number[]): Promise<string> {
  const bytes = toneWav(notes)
  const name = `${randomBytes(16).toString('hex')}.wav`
  await storage.put(name, Readable.from(Buffer.from(bytes)), { size: bytes.length, contentType: 'audio/wav' })
  await db.insert(uploads).values({ name, ownerId, mime: 'audio/wav', size: bytes.length, durationSeconds: notes.length * 0.4, originalName: `${title}.wav` })
  return name
}

const found = { reason: null, platform: 'tiktok', author: '@chi.creator', account: '@chi.creator', thumbnailUrl: null, postedAt: null } as const
/**
 * What the checks of the demo creator's videos found, in the order they are submitted: one of each
 * kind, written at once, so the demo's made-up links are never looked up on TikTok.
 */
const DEMO_CHECKS: VideoVerdict[] = [
  { ...found, state: 'verified', title: 'Lagos Nights dance challenge' },
  { ...found, state: 'verified', title: 'Shaku Steps in the kitchen' },
  { ...found, state: 'posted_before_hold', title: 'Sunday choir, last year' },
  { ...found, state: 'not_found', author: null, title: null },
  { ...found, state: 'other_author', author: '@another.dancer', title: 'Hype Challenge duo' },
  { ...found, state: 'verified', title: 'Island Bounce on the beach' },
  { ...found, state: 'verified', title: 'Praise Break at church' },
  { ...found, state: 'unverifiable', reason: 'platform_unreachable', author: null, title: null },
]

/**
 * The living demo portal, made through the same domain functions the API uses (so every amount
 * goes through the money port: the shared ledger, or the outbox to a wallet deployed apart): run
 * once, right after the demo accounts were created on a fresh embedded database. Returns a
 * one-line summary.
 */
export async function seedDemoMarketplace(db: Executor, storage: FileStorage, market: MarketConfig): Promise<string | null> {
  const [artist, creator, brand, admin] = await Promise.all(
    ['artist', 'creator', 'brand', 'admin'].map((who) => findUserByEmail(db, `${who}@soundportal.test`)),
  )
  if (!artist || !creator || !brand || !admin) return null
  // Money first: a wallet deployed apart that is not up yet fails here, before anything is
  // written, and the seed is tried again (bootstrap.ts). Such a wallet is funded through its
  // provider: one that does not credit at once (a real one) leaves the demo without a marketplace.
  if (!(await market.money.grant(db, { userId: artist.id, email: artist.email, amount: DEMO_FUNDS.artist, idempotencyKey: 'demo:fund:artist' }))) return null
  await market.money.grant(db, { userId: brand.id, email: brand.email, amount: DEMO_FUNDS.brand, idempotencyKey: 'demo:fund:brand' })
  const categories = new Map<string, string>()
  for (const name of DEMO_CATEGORIES) categories.set(name, (await createCategory(db, { name })).id)

  let video = 0
  const submit = async (campaignId: string, family: 'sound' | 'request', count = 1) => {
    const rows = await submitVideos(db, { campaignId, family, creatorId: creator.id, links: Array.from({ length: count }, () => ({ url: demoVideo((video += 1)).replace('www.', '') })) })
    for (const [i, row] of rows.entries()) {
      const verdict = DEMO_CHECKS[video - rows.length + i]
      if (verdict) await recordVideoCheck(db, row.id, verdict, {})
    }
    return rows
  }
  const decide = (useId: string, decision: 'approved' | 'rejected', reason?: string) =>
    decideUse(db, { useId, decision, reason, actor: { userId: artist.id, role: 'artist' }, market })

  for (const s of DEMO_SOUNDS) {
    const { campaign } = await createCampaign(
      db,
      {
        ownerId: artist.id,
        kind: s.kind,
        title: s.title,
        categoryId: categories.get(s.category),
        audioFile: await demoAudio(db, storage, artist.id, s.title, s.notes),
        unitAmount: s.payPerUse,
        payPerClick: s.payPerClick,
        clickBudget: s.clickBudget,
        slots: s.slots,
        linksPerSlot: s.linksPerSlot,
        templateLink: s.templateLink,
        holdHours: 48,
      },
      artist.id,
      storage,
      market.money,
    )
    if (s.creator === 'none') continue
    await holdSlot(db, { campaignId: campaign.id, family: 'sound', creatorId: creator.id, influencer: s.kind === 'influencer' })
    if (s.creator === 'held') continue
    const uses = await submit(campaign.id, 'sound', s.creator === 'influencer-pending' ? 2 : 1)
    if (s.creator === 'approved' || s.creator === 'on-hold' || s.creator === 'reported') await decide(uses[0]!.id, 'approved')
    // With a payout hold (PAYOUT_HOLD_HOURS > 0): the first video's is over (its pay is the
    // creator's to withdraw), the others' runs on, one of them reported by the artist.
    const held = market.payoutHoldHours > 0
    if (held && s.creator === 'approved') await settlePayout(db, { useId: uses[0]!.id, how: 'release', outcome: 'still_up', market })
    if (held && s.creator === 'reported') await reportUse(db, { useId: uses[0]!.id, reason: 'sound_not_audible', actor: { userId: artist.id, role: 'artist' } })
    if (s.creator === 'rejected') await decide(uses[0]!.id, 'rejected', 'The sound is too quiet in the video')
    if (s.payPerClick) for (let v = 1; v <= 12; v++) await addClick(db, { campaignId: campaign.id, creatorId: creator.id, visitor: `demo-visitor-${v}`, network: `demo-network-${v}`, perNetworkPerDay: 1 })
  }
  for (const r of DEMO_REQUESTS) {
    const { campaign } = await createCampaign(
      db,
      {
        ownerId: brand.id,
        kind: r.type,
        title: r.title,
        brief: r.brief,
        duetVideoUrl: r.duetVideoUrl?.replace('www.', '') ?? null,
        script: r.script ?? null,
        unitAmount: r.payPerVideo,
        slots: r.slots,
        holdHours: 48,
      },
      brand.id,
      storage,
      market.money,
    )
    if (!r.creatorSubmits) continue
    await holdSlot(db, { campaignId: campaign.id, family: 'request', creatorId: creator.id })
    await submit(campaign.id, 'request')
  }
  return `Demo marketplace: ${DEMO_SOUNDS.length} sounds, ${DEMO_REQUESTS.length} brand requests, ${video} creator videos (pending, approved, on hold, reported and rejected).`
}
