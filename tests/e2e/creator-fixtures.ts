import { randomUUID } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { storeRows } from './device-store'
import { api, demoEmail, newAccount, soundViaApi, tokenOf, uniqueDigits, type NewAccount } from './portal'

export { uniqueDigits }

// What the creator's end-to-end tests share: fresh creators and sounds made through the real server,
// reads of the server's view of them, and the locators and device reads the screens are checked with.

const baseURL = inject('baseURL')

export type Creator = NewAccount
export interface SoundView {
  id: string
  title: string
  myHold: { status: string } | null
  slots: { total: number; free: number; held: number; used: number }
}
export interface ApprovalView {
  id: string
  campaignId: string
  creatorId: string
  videoUrl: string | null
  kind: string
  clickCount: number | null
  status: string
}

let adminToken: string | undefined
let artistToken: string | undefined
export const admin = async () => (adminToken ??= await tokenOf(baseURL, demoEmail('admin')))
export const artist = async () => (artistToken ??= await tokenOf(baseURL, demoEmail('artist')))

export const videoLink = () => `https://www.tiktok.com/@e2e.creator/video/${uniqueDigits()}`
/** How the server (and the form, with the server's schema) stores a link: host without `www.`. */
export const canonical = (link: string) => link.replace('://www.', '://')

/** A new creator account, approved and follower-verified by the admin (never a demo account). */
export const readyCreator = (opts: { influencer?: boolean; verified?: boolean } = {}): Promise<Creator> => newAccount(baseURL, 'tiktoker', opts)

/** A fresh sound by the demo artist (funded first), with a real uploaded WAV. */
export async function freshSound(title: string, extra: Record<string, unknown> = {}): Promise<SoundView> {
  const token = await artist()
  await api(baseURL, token, '/auth/fund-user-wallet', { amount: 100_000 })
  return soundViaApi<SoundView>(baseURL, token, {
    id: randomUUID(),
    title,
    pay_per_use: 10_000,
    slots: 3,
    hold_hours: 24,
    video_links: [videoLink()],
    pay_per_click: 100,
    click_budget: 1_000,
    ...extra,
  })
}

export const myApprovalsOn = async (c: Creator, soundId: string) =>
  (await api<{ approvals: ApprovalView[] }>(baseURL, c.token, `/approval/get-approvals-by-id?artist_id=${c.id}&role=tiktoker`)).approvals.filter((a) => a.campaignId === soundId)
export const soundAs = async (c: Creator, soundId: string) => (await api<{ sound: SoundView }>(baseURL, c.token, `/artist/get-sound-by-id?soundid=${soundId}`)).sound
export const waiting = (page: Page, n: number) => page.getByTestId('sync-status').getByText(`${n} ${n === 1 ? 'change' : 'changes'} waiting`)
/** Every queued write shown on this card has been confirmed (none waiting, none on its way). */
export const sent = (card: Locator) => expect.poll(() => card.getByText(/Waiting to be sent|Sending…/).count(), { timeout: 30_000 }).toBe(0)
export const cardOf = (page: Page, title: string) => page.getByTestId('sound-card').filter({ hasText: title })

/** Narrows the list to one sound, so the test never depends on how many others exist. */
export async function findSound(page: Page, title: string) {
  await page.getByRole('searchbox', { name: /by title or category/ }).fill(title)
  const card = cardOf(page, title)
  await card.waitFor({ timeout: 30_000 })
  return card
}

export const outboxCount = async (page: Page) => (await storeRows(page, 'outbox')).length

/** Milliseconds since this device last pulled any list (the sync engine's `syncState` rows). */
export const sinceLastPull = async (page: Page) => Date.now() - Math.max(0, ...(await storeRows<{ lastPulledAt?: number }>(page, 'syncState')).map((r) => r.lastPulledAt ?? 0))
