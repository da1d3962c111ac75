import { createRoute } from '@hono/zod-openapi'
import { and, eq } from 'drizzle-orm'
import { useFeed, usesByIds } from '../../domain/approval-views'
import { campaignPage, pageAnswer } from '../../domain/campaign-page'
import { holdView, soundView } from '../../domain/campaign-views'
import { findUserById } from '../../domain/accounts'
import { holdSlot } from '../../domain/slots'
import { submitVideos } from '../../domain/uses'
import { uses } from '../../db/schema/marketplace'
import { errorResponses, jsonBody, jsonResponse } from '../../lib/api-schemas'
import { requireAuth, requireRole } from '../../lib/auth'
import { HttpError, notFound } from '../../lib/errors'
import { createRouter, type AppEnv } from '../../lib/router'
import { ApprovalsResponseSchema } from '../approvals/approvals.schemas'
import { CursorPageQuerySchema } from './campaign.schemas'
import { loadSound } from './sounds.handlers'
import { HoldBodySchema, HoldResponseSchema, SoundIdQuerySchema, SoundPageSchema, SpamSlotsSchema, SubmitLinksBodySchema } from './sounds.schemas'
import { viewContext } from './view-context'
import type { Context } from 'hono'

const tags = ['Influencer sounds']
const influencers = 'Influencer creators (influencer Yes, spam videos enabled) and admins'

/** Influencer sounds are open only to creators with the influencer flag and spam videos enabled. */
async function assertInfluencer(c: Context<AppEnv>): Promise<void> {
  const { auth, database } = c.var
  if (auth.role === 'admin') return
  const me = await findUserById(database.db, auth.userId)
  if (me?.influencer !== 'Yes' || me.spamVideos !== 'enabled') {
    throw new HttpError(403, 'Influencer sounds are open only to creators marked as influencers with spam videos enabled', 'not_influencer')
  }
}

const listRoute = createRoute({
  method: 'get',
  path: '/get-spam-sounds',
  tags,
  summary: `A page (12) of live influencer sounds with slot counts and the caller’s hold (${influencers})`,
  middleware: [requireAuth, requireRole('tiktoker', 'admin')] as const,
  request: { query: CursorPageQuerySchema },
  responses: { 200: jsonResponse('A page of sounds', SoundPageSchema), ...errorResponses(400, 401, 403) },
})

const slotsRoute = createRoute({
  method: 'get',
  path: '/get-spam-sounds-slots',
  tags,
  summary: `One influencer sound’s slots, the caller’s hold and the links they submitted (${influencers}; its artist)`,
  middleware: [requireAuth, requireRole('tiktoker', 'artist', 'admin')] as const,
  request: { query: SoundIdQuerySchema },
  responses: { 200: jsonResponse('Slots', SpamSlotsSchema), ...errorResponses(400, 401, 403, 404) },
})

const holdRoute = createRoute({
  method: 'post',
  path: '/hold-spam-sounds-slots',
  tags,
  summary: 'Hold a slot on an influencer sound (influencer creators, approved and follower-verified)',
  middleware: [requireAuth, requireRole('tiktoker')] as const,
  request: { body: jsonBody(HoldBodySchema) },
  responses: { 201: jsonResponse('The hold', HoldResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

const submitRoute = createRoute({
  method: 'post',
  path: '/submit-spam-sounds-links',
  tags,
  summary: 'Submit video links for the influencer slot you hold (up to its links per slot; each paid once approved)',
  middleware: [requireAuth, requireRole('tiktoker')] as const,
  request: { body: jsonBody(SubmitLinksBodySchema) },
  responses: { 201: jsonResponse('The new approvals', ApprovalsResponseSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
})

export const spamSoundsRouter = createRouter()
  .openapi(listRoute, async (c) => {
    await assertInfluencer(c)
    const q = c.req.valid('query')
    const page = await campaignPage(c.var.database.db, { kinds: ['influencer'], viewerId: c.var.auth.userId, page: q.curpage ?? q.page ?? 1, after: q.cursor, q: q.q })
    const ctx = viewContext(c)
    return c.json({ sounds: page.rows.map((r) => soundView(r, ctx)), ...pageAnswer(page) }, 200)
  })
  .openapi(slotsRoute, async (c) => {
    const { soundid } = c.req.valid('query')
    const sound = await loadSound(c, soundid)
    if (sound.kind !== 'influencer' || sound.status !== 'active') throw notFound('No influencer sound with this id')
    const { auth, database } = c.var
    if (auth.role === 'tiktoker') await assertInfluencer(c)
    else if (auth.role !== 'admin' && sound.artistId !== auth.userId) throw new HttpError(403, 'Only its artist, influencer creators and admins can see this', 'forbidden')
    const mine = await useFeed(database.db, { scope: and(eq(uses.campaignId, soundid), eq(uses.creatorId, auth.userId)) })
    return c.json({ sound, myApprovals: mine.approvals }, 200)
  })
  .openapi(holdRoute, async (c) => {
    const { soundid, id } = c.req.valid('json')
    const hold = await holdSlot(c.var.database.db, { campaignId: soundid, family: 'sound', creatorId: c.var.auth.userId, influencer: true, id })
    return c.json({ hold: holdView(hold) }, 201)
  })
  .openapi(submitRoute, async (c) => {
    const { soundid, links, ids } = c.req.valid('json')
    const { database, auth } = c.var
    const rows = await submitVideos(database.db, { campaignId: soundid, family: 'sound', creatorId: auth.userId, links: links.map((url, i) => ({ url, id: ids?.[i] })), checks: c.var.env.VIDEO_CHECKS === 'on' })
    return c.json({ approvals: await usesByIds(database.db, rows.map((r) => r.id)) }, 201)
  })
