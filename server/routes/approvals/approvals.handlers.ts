import { eq } from 'drizzle-orm'
import { creatorsWithPending, useFeed, usesByIds } from '../../domain/approval-views'
import { findCampaign } from '../../domain/campaigns'
import { convertClicks } from '../../domain/click-payouts'
import { appealUse, decideAppeal, decideReport, reportUse } from '../../domain/disputes'
import { marketConfig } from '../../domain/market-config'
import { approveAll, decideUse, submitVideos } from '../../domain/uses'
import { uses } from '../../db/schema/marketplace'
import { assertSelfOrAdmin } from '../../lib/auth'
import { badRequest, forbidden, notFound } from '../../lib/errors'
import { createRouter } from '../../lib/router'
import { actorOf } from '../sounds/view-context'
import {
  approvalsByIdRoute,
  approvalsRoute,
  approveAllRoute,
  byAdminRoute,
  byArtistRoute,
  checkClicksRoute,
  pendingUsersRoute,
  useSoundRoute,
} from './approvals.routes'
import { appealRoute, decideAppealRoute, decideReportRoute, reportRoute } from './disputes.routes'

/** One approval as the app shows it. */
async function approvalView(db: Parameters<typeof usesByIds>[0], id: string) {
  const [view] = await usesByIds(db, [id])
  if (!view) throw notFound('No approval with this id')
  return view
}

/** A decided approval with what its campaign's escrow holds now (the owner's result message shows it). */
async function decisionView(db: Parameters<typeof usesByIds>[0], id: string) {
  const approval = await approvalView(db, id)
  const campaign = await findCampaign(db, approval.campaignId)
  return { approval, campaignRemaining: campaign ? campaign.escrowed - campaign.paid - campaign.refunded : 0 }
}

export const approvalsRouter = createRouter()
  .openapi(useSoundRoute, async (c) => {
    const { soundid, video_url, id } = c.req.valid('json')
    const { db } = c.var.database
    const [row] = await submitVideos(db, { campaignId: soundid, family: 'sound', creatorId: c.var.auth.userId, links: [{ url: video_url, id }], checks: c.var.env.VIDEO_CHECKS === 'on' })
    return c.json({ approval: await approvalView(db, row!.id) }, 201)
  })
  .openapi(byArtistRoute, async (c) => {
    const { approval_id, status, reason } = c.req.valid('json')
    const { db } = c.var.database
    await decideUse(db, { useId: approval_id, decision: status, reason, actor: actorOf(c), market: marketConfig(c.var.env, c.var.money) })
    return c.json(await decisionView(db, approval_id), 200)
  })
  .openapi(byAdminRoute, async (c) => {
    const { approval_id, status, reason } = c.req.valid('json')
    const { db } = c.var.database
    await decideUse(db, { useId: approval_id, decision: status, reason, actor: actorOf(c), market: marketConfig(c.var.env, c.var.money) })
    return c.json(await decisionView(db, approval_id), 200)
  })
  .openapi(approveAllRoute, async (c) => {
    const { soundid, artist_id } = c.req.valid('json')
    const { auth, database } = c.var
    const ownerId = artist_id ?? auth.userId
    assertSelfOrAdmin(auth, ownerId)
    if (auth.role === 'admin' && !artist_id && !soundid) throw badRequest('artist_id: name the artist or brand whose uses to approve')
    let owner = ownerId
    if (soundid) {
      const campaign = await findCampaign(database.db, soundid)
      if (!campaign) throw notFound('No sound or request with this id')
      if (auth.role !== 'admin' && campaign.ownerId !== auth.userId) throw forbidden('Only the owner of the campaign (or an admin) can decide its uses')
      owner = campaign.ownerId
    }
    const { approved, skipped } = await approveAll(database.db, { ownerId: owner, campaignId: soundid, actor: actorOf(c), market: marketConfig(c.var.env, c.var.money) })
    return c.json({ approvals: await usesByIds(database.db, approved.map((u) => u.id)), skipped }, 200)
  })
  .openapi(approvalsByIdRoute, async (c) => {
    const { artist_id, role, status, since } = c.req.valid('query')
    const { auth, database } = c.var
    assertSelfOrAdmin(auth, artist_id)
    if (role === 'admin' && auth.role !== 'admin') throw forbidden('Only admins can see every approval')
    const scope = role === 'admin' ? undefined : role === 'tiktoker' ? eq(uses.creatorId, artist_id) : eq(uses.ownerId, artist_id)
    return c.json(await useFeed(database.db, { scope, status, since }), 200)
  })
  .openapi(approvalsRoute, async (c) => {
    const { user_id, status, since } = c.req.valid('query')
    assertSelfOrAdmin(c.var.auth, user_id)
    return c.json(await useFeed(c.var.database.db, { scope: eq(uses.creatorId, user_id), status, since }), 200)
  })
  .openapi(pendingUsersRoute, async (c) => {
    const { auth, database } = c.var
    return c.json({ users: await creatorsWithPending(database.db, auth.role === 'admin' ? null : auth.userId) }, 200)
  })
  .openapi(reportRoute, async (c) => {
    const { approval_id, reason, note, id } = c.req.valid('json')
    const { db } = c.var.database
    await reportUse(db, { id, useId: approval_id, reason, note, actor: actorOf(c) })
    return c.json({ approval: await approvalView(db, approval_id) }, 200)
  })
  .openapi(decideReportRoute, async (c) => {
    const { approval_id, decision, note } = c.req.valid('json')
    const { db } = c.var.database
    await decideReport(db, { useId: approval_id, decision, note, actor: actorOf(c), market: marketConfig(c.var.env, c.var.money) })
    return c.json({ approval: await approvalView(db, approval_id) }, 200)
  })
  .openapi(appealRoute, async (c) => {
    const { approval_id, note, id } = c.req.valid('json')
    const { db } = c.var.database
    await appealUse(db, { id, useId: approval_id, note, actor: actorOf(c) })
    return c.json({ approval: await approvalView(db, approval_id) }, 200)
  })
  .openapi(decideAppealRoute, async (c) => {
    const { approval_id, decision, note } = c.req.valid('json')
    const { db } = c.var.database
    await decideAppeal(db, { useId: approval_id, decision, note, actor: actorOf(c), market: marketConfig(c.var.env, c.var.money) })
    return c.json({ approval: await approvalView(db, approval_id) }, 200)
  })
  .openapi(checkClicksRoute, async (c) => {
    const { soundid } = c.req.valid('json')
    const { db } = c.var.database
    const created = await convertClicks(db, { actor: actorOf(c), campaignId: soundid, market: marketConfig(c.var.env, c.var.money) })
    return c.json({ approvals: await usesByIds(db, created.map((u) => u.id)) }, 200)
  })
