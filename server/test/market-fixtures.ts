import { randomUUID } from 'node:crypto'
import { createCampaign, type NewCampaign } from '../domain/campaigns'
import { marketConfig } from '../domain/market-config'
import { holdSlot } from '../domain/slots'
import { submitVideos } from '../domain/uses'
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
export const newId = () => randomUUID()
