import { getCookie } from 'hono/cookie'
import { and, eq, inArray } from 'drizzle-orm'
import { findUserById } from '../../domain/accounts'
import { campaignPage, pageAnswer } from '../../domain/campaign-page'
import { campaignFeed, campaignRow, holdView, soundView } from '../../domain/campaign-views'
import { holdFeed } from '../../domain/approval-views'
import { campaignWindowFeed } from '../../domain/campaign-window'
import { addVideoLinks, assertOwnerOrAdmin, createCampaign, deleteCampaign, familyOf } from '../../domain/campaigns'
import { clickLimit, countTrackedClick } from '../../domain/clicks'
import { marketConfig } from '../../domain/market-config'
import { holdSlot, releaseHolds } from '../../domain/slots'
import { campaigns } from '../../db/schema/marketplace'
import { assertSelfOrAdmin } from '../../lib/auth'
import { VISITOR_COOKIE, visitorOf } from '../../lib/click-signing'
import { clientIp } from '../../lib/client-ip'
import { badRequest, notFound } from '../../lib/errors'
import { assertLinkHost } from '../../lib/link-hosts'
import { DEFAULT_INFLUENCER_LINKS, SOUND_KINDS } from '../../lib/marketplace-values'
import { createRouter } from '../../lib/router'
import {
  addClickRoute,
  addVideosRoute,
  allSoundsRoute,
  artistSoundsRoute,
  createSoundRoute,
  deleteSoundRoute,
  holdSlotRoute,
  lockingRoute,
  releaseRoute,
  reservedRoute,
  soundByIdRoute,
} from './sounds.routes'
import { actorOf, viewContext } from './view-context'

const soundKinds = inArray(campaigns.kind, [...SOUND_KINDS])

/** The sound as its viewer sees it, after a change (any status). */
export async function loadSound(c: Parameters<typeof viewContext>[0], id: string) {
  const row = await campaignRow(c.var.database.db, id, c.var.auth?.userId ?? null)
  if (!row || familyOf(row.campaign.kind) !== 'sound') throw notFound('No sound with this id')
  return soundView(row, viewContext(c))
}

export const soundsRouter = createRouter()
  .openapi(createSoundRoute, async (c) => {
    const b = c.req.valid('json')
    const { auth, database } = c.var
    const ownerId = b.artist_id ?? auth.userId
    assertSelfOrAdmin(auth, ownerId)
    const owner = await findUserById(database.db, ownerId)
    if (!owner || (owner.role !== 'artist' && owner.role !== 'musician')) throw badRequest('artist_id: sounds belong to an artist account; admins name the artist')
    // Here and not in the body's schema: the hosts are the deployment's (LINK_HOSTS), the schema is shared with the app.
    assertLinkHost('template_link', b.template_link, c.var.env.LINK_HOSTS)
    const { campaign, created } = await createCampaign(
      database.db,
      {
        id: b.id,
        ownerId,
        kind: b.kind,
        title: b.title,
        categoryId: b.category_id,
        audioFile: b.audio,
        coverFile: b.cover,
        videoLinks: b.video_links,
        templateLink: b.template_link,
        unitAmount: b.pay_per_use ?? 0,
        payPerClick: b.pay_per_click,
        clickBudget: b.click_budget,
        slots: b.slots ?? 0,
        linksPerSlot: b.kind === 'influencer' ? (b.links_per_slot ?? DEFAULT_INFLUENCER_LINKS) : 1,
        holdHours: b.hold_hours,
      },
      auth.userId,
      c.var.services.storage,
      c.var.money,
    )
    return c.json({ sound: await loadSound(c, campaign.id) }, created ? 201 : 200)
  })
  .openapi(addVideosRoute, async (c) => {
    const { soundid, video_links } = c.req.valid('json')
    await addVideoLinks(c.var.database.db, { id: soundid, actor: actorOf(c), links: video_links })
    return c.json({ sound: await loadSound(c, soundid) }, 200)
  })
  .openapi(artistSoundsRoute, async (c) => {
    const { artist_id, since } = c.req.valid('query')
    const artistId = artist_id ?? c.var.auth.userId
    assertSelfOrAdmin(c.var.auth, artistId)
    const feed = await campaignFeed(c.var.database.db, { scope: and(eq(campaigns.ownerId, artistId), soundKinds), viewerId: c.var.auth.userId, since, pendingOf: artistId })
    const ctx = viewContext(c)
    return c.json({ sounds: feed.rows.map((r) => soundView(r, ctx)), deleted: feed.deleted, cursor: feed.cursor, hasMore: feed.hasMore }, 200)
  })
  .openapi(allSoundsRoute, async (c) => {
    const { kind, since } = c.req.valid('query')
    const { auth, database } = c.var
    const ctx = viewContext(c)
    if (auth.role === 'tiktoker') {
      // A creator's mirror is bounded (domain/campaign-window.ts).
      const feed = await campaignWindowFeed(database.db, { kinds: kind ? [kind] : SOUND_KINDS, creatorId: auth.userId, since })
      return c.json({ sounds: feed.rows.map((r) => soundView(r, ctx)), deleted: feed.deleted, cursor: feed.cursor, window: feed.window }, 200)
    }
    const scope = kind ? eq(campaigns.kind, kind) : soundKinds
    const feed = await campaignFeed(database.db, { scope, viewerId: auth.userId, since: since && { at: since.at, id: since.id ?? null }, pendingOf: auth.userId })
    return c.json({ sounds: feed.rows.map((r) => soundView(r, ctx)), deleted: feed.deleted, cursor: feed.cursor, hasMore: feed.hasMore }, 200)
  })
  .openapi(soundByIdRoute, async (c) => {
    const { soundid } = c.req.valid('query')
    const sound = await loadSound(c, soundid)
    const { auth } = c.var
    if (sound.status === 'deleted' && auth.role !== 'admin' && auth.userId !== sound.artistId) throw notFound('This sound was deleted')
    return c.json({ sound }, 200)
  })
  .openapi(lockingRoute, async (c) => {
    const q = c.req.valid('query')
    const page = await campaignPage(c.var.database.db, { kinds: [q.kind], viewerId: c.var.auth.userId, page: q.curpage ?? q.page ?? 1, after: q.cursor, q: q.q })
    const ctx = viewContext(c)
    return c.json({ sounds: page.rows.map((r) => soundView(r, ctx)), ...pageAnswer(page) }, 200)
  })
  .openapi(deleteSoundRoute, async (c) => {
    const { soundid } = c.req.valid('json')
    const result = await deleteCampaign(c.var.database.db, { id: soundid, family: 'sound', actor: actorOf(c), market: marketConfig(c.var.env, c.var.money) })
    return c.json({ sound: await loadSound(c, soundid), refunded: result.refunded, released: result.released }, 200)
  })
  .openapi(addClickRoute, async (c) => {
    const { soundid, creator_id, token } = c.req.valid('json')
    const { env, database, jwtSecret } = c.var
    const ip = clientIp(c, env.TRUST_PROXY_HOPS)
    await clickLimit(database.db, env, ip)
    const visitorId = visitorOf(jwtSecret, getCookie(c, VISITOR_COOKIE))
    const click = { soundId: soundid, creatorId: creator_id, token, visitorId, ip, userAgent: c.req.header('user-agent'), secret: jwtSecret, perNetworkPerDay: env.CLICKS_PER_NETWORK_PER_DAY, linkHosts: env.LINK_HOSTS }
    return c.json(await countTrackedClick(database.db, click), 200)
  })
  .openapi(holdSlotRoute, async (c) => {
    const { soundid, id } = c.req.valid('json')
    const hold = await holdSlot(c.var.database.db, { campaignId: soundid, family: 'sound', creatorId: c.var.auth.userId, id })
    return c.json({ hold: holdView(hold) }, 201)
  })
  .openapi(reservedRoute, async (c) => {
    const { sound_id, since } = c.req.valid('query')
    const { db } = c.var.database
    const row = await campaignRow(db, sound_id, null)
    if (!row || familyOf(row.campaign.kind) !== 'sound') throw notFound('No sound with this id')
    assertOwnerOrAdmin(row.campaign, actorOf(c))
    return c.json(await holdFeed(db, { campaignId: sound_id, since }), 200)
  })
  .openapi(releaseRoute, async (c) => {
    const { sound_id, hold_ids } = c.req.valid('json')
    const r = await releaseHolds(c.var.database.db, { campaignId: sound_id, family: 'sound', actor: actorOf(c), holdIds: hold_ids })
    return c.json({ released: r.released.map((h) => holdView(h)), skipped: r.skipped }, 200)
  })
