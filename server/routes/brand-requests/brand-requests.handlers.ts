import { and, eq, inArray } from 'drizzle-orm'
import type { Context } from 'hono'
import { findUserById } from '../../domain/accounts'
import { usesByIds } from '../../domain/approval-views'
import { campaignPage, pageAnswer } from '../../domain/campaign-page'
import { campaignFeed, campaignRow, holdView, requestView } from '../../domain/campaign-views'
import { campaignWindowFeed } from '../../domain/campaign-window'
import { createCampaign, deleteCampaign, familyOf } from '../../domain/campaigns'
import { marketConfig } from '../../domain/market-config'
import { holdSlot } from '../../domain/slots'
import { submitVideos } from '../../domain/uses'
import { campaigns } from '../../db/schema/marketplace'
import { assertSelfOrAdmin } from '../../lib/auth'
import { badRequest, notFound } from '../../lib/errors'
import { REQUEST_TYPES } from '../../lib/marketplace-values'
import { createRouter, type AppEnv } from '../../lib/router'
import { actorOf, viewContext } from '../sounds/view-context'
import {
  allRequestsRoute,
  brandRequestsRoute,
  createRequestRoute,
  deleteRequestRoute,
  holdRequestRoute,
  requestLockingRoute,
  submitRequestVideoRoute,
} from './brand-requests.routes'

const kindsOf = (type?: 'duet' | 'script') => (type ? [type] : [...REQUEST_TYPES])

async function loadRequest(c: Context<AppEnv>, id: string) {
  const row = await campaignRow(c.var.database.db, id, c.var.auth.userId)
  if (!row || familyOf(row.campaign.kind) !== 'request') throw notFound('No request with this id')
  return requestView(row, viewContext(c))
}

export const brandRequestsRouter = createRouter()
  .openapi(createRequestRoute, async (c) => {
    const b = c.req.valid('json')
    const { auth, database } = c.var
    const ownerId = b.brand_id ?? auth.userId
    assertSelfOrAdmin(auth, ownerId)
    const owner = await findUserById(database.db, ownerId)
    if (owner?.role !== 'brand') throw badRequest('brand_id: requests belong to a brand account; admins name the brand')
    const { campaign, created } = await createCampaign(
      database.db,
      {
        id: b.id,
        ownerId,
        kind: b.type,
        title: b.title ?? (b.brief.length > 60 ? `${b.brief.slice(0, 57)}...` : b.brief),
        brief: b.brief,
        duetVideoUrl: b.duet_video_url,
        script: b.script,
        unitAmount: b.pay_per_video,
        slots: b.slots,
        holdHours: b.hold_hours,
      },
      auth.userId,
      c.var.services.storage,
      c.var.money,
    )
    return c.json({ request: await loadRequest(c, campaign.id) }, created ? 201 : 200)
  })
  .openapi(brandRequestsRoute, async (c) => {
    const { brand_id, type, since } = c.req.valid('query')
    const brandId = brand_id ?? c.var.auth.userId
    assertSelfOrAdmin(c.var.auth, brandId)
    const scope = and(eq(campaigns.ownerId, brandId), inArray(campaigns.kind, kindsOf(type)))
    const feed = await campaignFeed(c.var.database.db, { scope, viewerId: c.var.auth.userId, since, pendingOf: brandId })
    const ctx = viewContext(c)
    return c.json({ requests: feed.rows.map((r) => requestView(r, ctx)), deleted: feed.deleted, cursor: feed.cursor, hasMore: feed.hasMore }, 200)
  })
  .openapi(allRequestsRoute, async (c) => {
    const { type, since } = c.req.valid('query')
    const { auth, database } = c.var
    const ctx = viewContext(c)
    if (auth.role === 'tiktoker') {
      const feed = await campaignWindowFeed(database.db, { kinds: kindsOf(type), creatorId: auth.userId, since })
      return c.json({ requests: feed.rows.map((r) => requestView(r, ctx)), deleted: feed.deleted, cursor: feed.cursor, window: feed.window }, 200)
    }
    const feed = await campaignFeed(database.db, { scope: inArray(campaigns.kind, kindsOf(type)), viewerId: auth.userId, since: since && { at: since.at, id: since.id ?? null } })
    return c.json({ requests: feed.rows.map((r) => requestView(r, ctx)), deleted: feed.deleted, cursor: feed.cursor, hasMore: feed.hasMore }, 200)
  })
  .openapi(requestLockingRoute, async (c) => {
    const q = c.req.valid('query')
    const page = await campaignPage(c.var.database.db, { kinds: kindsOf(q.type), viewerId: c.var.auth.userId, page: q.curpage ?? q.page ?? 1, after: q.cursor, q: q.q })
    const ctx = viewContext(c)
    return c.json({ requests: page.rows.map((r) => requestView(r, ctx)), ...pageAnswer(page) }, 200)
  })
  .openapi(holdRequestRoute, async (c) => {
    const { request_id, id } = c.req.valid('json')
    const hold = await holdSlot(c.var.database.db, { campaignId: request_id, family: 'request', creatorId: c.var.auth.userId, id })
    return c.json({ hold: holdView(hold) }, 201)
  })
  .openapi(submitRequestVideoRoute, async (c) => {
    const { request_id, video_url, id } = c.req.valid('json')
    const { db } = c.var.database
    const [row] = await submitVideos(db, { campaignId: request_id, family: 'request', creatorId: c.var.auth.userId, links: [{ url: video_url, id }], checks: c.var.env.VIDEO_CHECKS === 'on' })
    const [approval] = await usesByIds(db, [row!.id])
    return c.json({ approval: approval! }, 201)
  })
  .openapi(deleteRequestRoute, async (c) => {
    const { request_id } = c.req.valid('json')
    const result = await deleteCampaign(c.var.database.db, { id: request_id, family: 'request', actor: actorOf(c), market: marketConfig(c.var.env, c.var.money) })
    return c.json({ request: await loadRequest(c, request_id), refunded: result.refunded, released: result.released }, 200)
  })
