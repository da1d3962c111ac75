import { randomUUID } from 'node:crypto'
import { createCampaign, type NewCampaign } from '../domain/campaigns'
import { marketConfig } from '../domain/market-config'
import { holdSlot } from '../domain/slots'
import { appealUse, reportUse } from '../domain/disputes'
import { decideUse, submitVideos } from '../domain/uses'
import type { TestUser } from './accounts'
import { fileStoreOf, fundWallet, makeCategory, uploadFor, videoLink } from './market'
import type { TestApp } from './test-app'

/** Campaigns, holds and uses made through the domain (fast, no HTTP), for matrix-style tests. */

export async function soundOf(t: TestApp, ownerId: string, extra: Partial<NewCampaign> = {}): Promise<string> {
  const input: NewCampaign = {
    ownerId,
    kind: 'normal',
    title: 'Fixture sound',
    categoryId: (await makeCategory(t)).id,
    audioFile: await uploadFor(t, ownerId),
    unitAmount: 1_000,
    slots: 2,
    holdHours: 48,
    ...extra,
  }
  const cost = input.slots * (input.linksPerSlot ?? 1) * input.unitAmount + (input.clickBudget ?? 0)
  await fundWallet(t, ownerId, cost)
  return (await createCampaign(t.database.db, input, ownerId, fileStoreOf(t), t.money)).campaign.id
}

export async function requestOf(t: TestApp, brandId: string): Promise<string> {
  await fundWallet(t, brandId, 2_000)
  const input: NewCampaign = { ownerId: brandId, kind: 'script', title: 'Fixture request', brief: 'Say our name', script: 'Hello', unitAmount: 1_000, slots: 2, holdHours: 48 }
  return (await createCampaign(t.database.db, input, brandId, fileStoreOf(t), t.money)).campaign.id
}

export const holdOn = (t: TestApp, campaignId: string, creator: TestUser, family: 'sound' | 'request' = 'sound', influencer = false) =>
  holdSlot(t.database.db, { campaignId, family, creatorId: creator.id, influencer })

/** A pending use by `creator` on the campaign (held and submitted). */
export async function pendingUseOn(t: TestApp, campaignId: string, creator: TestUser, family: 'sound' | 'request' = 'sound'): Promise<string> {
  await holdOn(t, campaignId, creator, family)
  const [use] = await submitVideos(t.database.db, { campaignId, family, creatorId: creator.id, links: [{ url: videoLink().replace('www.', '') }] })
  return use!.id
}

export const market = (t: TestApp) => marketConfig(t.env, t.money)

/** A use by `creator` on the campaign, decided by an admin: approved (its pay on hold) or rejected. */
export async function decidedUseOn(t: TestApp, campaignId: string, creator: TestUser, decision: 'approved' | 'rejected', family: 'sound' | 'request' = 'sound'): Promise<string> {
  const id = await pendingUseOn(t, campaignId, creator, family)
  await decideUse(t.database.db, { useId: id, decision, actor: { userId: randomUUID(), role: 'admin' }, market: market(t) })
  return id
}

/** An approved use its campaign's owner reported, waiting for an admin. */
export async function reportedUseOn(t: TestApp, campaignId: string, ownerId: string, creator: TestUser): Promise<string> {
  const id = await decidedUseOn(t, campaignId, creator, 'approved')
  await reportUse(t.database.db, { useId: id, reason: 'video_removed', actor: { userId: ownerId, role: 'artist' } })
  return id
}

/** A rejected use its creator appealed, waiting for an admin. */
export async function appealedUseOn(t: TestApp, campaignId: string, creator: TestUser): Promise<string> {
  const id = await decidedUseOn(t, campaignId, creator, 'rejected')
  await appealUse(t.database.db, { useId: id, note: 'The sound is in it', actor: { userId: creator.id, role: 'tiktoker' } })
  return id
}
export const newId = () => randomUUID()
