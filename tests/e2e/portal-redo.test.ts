import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { type BrowserSession, screenshot } from './browser'
import { storeRows } from './device-store'
import { api, apiSession, demoEmail, expectAccessible, newAccount, openSignedIn, resizeTo, soundViaApi, tokenOf, type NewAccount, uniqueDigits } from './portal'

// A refused write in "needs attention" is put right: its link edited and sent again from /sync,
// or the action redone from its own screen. Once the change goes through, the refusal and its
// "refused" chip are gone.

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

const tiktok = () => `https://www.tiktok.com/@e2e.redo/video/${uniqueDigits()}`
const canonical = (link: string) => link.replace('://www.', '://')
const refusedChip = (page: Page) => page.getByTestId('sync-status').getByRole('link', { name: /1 change\s*refused/ })

/** A sound the creator holds a slot on, and a link another creator already submitted (so the server refuses it). */
async function setUp(): Promise<{ creator: NewAccount; title: string; taken: string }> {
  const artist = await tokenOf(baseURL, demoEmail('artist'))
  await api(baseURL, artist, '/auth/fund-user-wallet', { amount: 50_000 })
  const title = `Redo Beat ${uniqueDigits()}`
  const { id } = await soundViaApi<{ id: string }>(baseURL, artist, { id: randomUUID(), title, pay_per_use: 1_000, slots: 3, hold_hours: 24 })
  const creator = await newAccount(baseURL, 'tiktoker')
  await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: id, id: randomUUID() })
  const other = await newAccount(baseURL, 'tiktoker')
  await api(baseURL, other.token, '/artist/add-hold-slot', { soundid: id, id: randomUUID() })
  const taken = tiktok()
  await api(baseURL, other.token, '/approval/use-sound', { soundid: id, video_url: taken, id: randomUUID() })
  return { creator, title, taken }
}

const myLinks = async (c: NewAccount) =>
  (await api<{ approvals: Array<{ videoUrl: string | null }> }>(baseURL, c.token, `/approval/get-approvals-by-id?artist_id=${c.id}&role=tiktoker`)).approvals.map((a) => a.videoUrl)

/** Submits `link` from the sound's card on the Sounds List. */
async function submitFromCard(page: Page, title: string, link: string) {
  await page.goto('/Manage/soundslist')
  await page.getByRole('searchbox', { name: /by title or category/ }).fill(title)
  const card = page.getByTestId('sound-card').filter({ hasText: title })
  await card.getByLabel('Video link').fill(link, { timeout: 30_000 })
  await card.getByRole('button', { name: 'Submit video link' }).click()
}

describe('a refused write put right', () => {
  it('is edited on /sync and retried; the refused chip clears (390 px)', async () => {
    const { creator, title, taken } = await setUp()
    s = await openSignedIn(baseURL, await apiSession(baseURL, creator.email))
    const { page } = s
    await resizeTo(page, { width: 390, height: 844 })
    await submitFromCard(page, title, taken)
    await refusedChip(page).click({ timeout: 30_000 })
    await page.getByRole('heading', { name: 'Sync', level: 1 }).waitFor()

    await page.getByRole('button', { name: `Edit Video link for "${title}"` }).click()
    const form = page.getByRole('form', { name: `Edit Video link for "${title}"` })
    expect(await form.getByLabel('Video link').inputValue()).toBe(canonical(taken))
    expect(await form.getByLabel('Video link').evaluate((el) => el === document.activeElement)).toBe(true)
    await expectAccessible(page, 'needs attention, editing')
    await screenshot(page, 'sync-edit-390')
    const mine = tiktok()
    await form.getByLabel('Video link').fill(mine)
    await form.getByRole('button', { name: 'Save and retry' }).click()

    await page.getByText('Nothing needs your attention.').waitFor({ timeout: 30_000 })
    await expect.poll(() => refusedChip(page).count()).toBe(0)
    await expect.poll(async () => (await storeRows(page, 'outbox')).length, { timeout: 30_000 }).toBe(0)
    expect(await myLinks(creator)).toEqual([canonical(mine)])
  }, 240_000)

  it('is settled when the action is redone from its own screen (360 px)', async () => {
    const { creator, title, taken } = await setUp()
    s = await openSignedIn(baseURL, await apiSession(baseURL, creator.email))
    const { page } = s
    await resizeTo(page, { width: 360, height: 800 })
    await submitFromCard(page, title, taken)
    await refusedChip(page).waitFor({ timeout: 30_000 })
    expect((await storeRows<{ status: string }>(page, 'outbox')).map((e) => e.status)).toEqual(['rejected'])

    const mine = tiktok()
    await submitFromCard(page, title, mine)
    await expect.poll(async () => (await storeRows(page, 'outbox')).length, { timeout: 30_000 }).toBe(0)
    await expect.poll(() => refusedChip(page).count()).toBe(0)
    expect(await myLinks(creator)).toEqual([canonical(mine)])
  }, 240_000)
})
