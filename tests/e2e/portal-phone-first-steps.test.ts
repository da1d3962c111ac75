import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { PNG } from '../../server/test/media'
import { screenshot, type BrowserSession } from './browser'
import { api, apiSession, demoEmail, expectAccessible, newAccount, openSignedIn, soundViaApi } from './portal'

// A new account's phone, at 360 and 390 px: the first-steps checklist on Home, the search that
// lists the user's own pages first, approving a video (asked once, the result with the money and
// the focus on it), and editing the profile.

const baseURL = inject('baseURL')
const WIDTHS = [360, 390]
const sessions: BrowserSession[] = []
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close()
})

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`
const videoLink = () => `https://www.tiktok.com/@phone.creator/video/7${unique().padEnd(18, '0').slice(0, 18)}`

async function signedIn(email: string): Promise<Page> {
  const s = await openSignedIn(baseURL, await apiSession(baseURL, email))
  sessions.push(s)
  return s.page
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName)

/** A live sound of a new, funded artist: `slots` slots at ₦300 each. */
async function fundedSound(slots: number) {
  const artist = await newAccount(baseURL, 'artist', { fullName: 'Phone Artist' })
  await api(baseURL, artist.token, '/auth/fund-user-wallet', { amount: 100_000 })
  const title = `Phone sound ${unique()}`
  const sound = await soundViaApi<{ id: string }>(baseURL, artist.token, { title, pay_per_use: 30_000, slots })
  return { artist, sound, title }
}

describe('a new account on a phone', () => {
  it('shows the first-steps checklist with links, ticks what is done, works offline and goes once all is done', async () => {
    const creator = await newAccount(baseURL, 'tiktoker', { verified: false, fullName: 'Checklist Creator' })
    const page = await signedIn(creator.email)
    const list = page.getByTestId('home-checklist')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/Home')
      await list.getByRole('heading', { name: 'Getting started' }).waitFor({ timeout: 30_000 })
      expect(await list.getByTestId('checklist-approved').getAttribute('data-done')).toBe('true')
      expect(await list.getByTestId('checklist-followers').getAttribute('data-done')).toBe('false')
      expect(await list.getByTestId('checklist-first').getAttribute('data-done')).toBe('false')
      await list.getByText('1 of 3 done').waitFor()
      expect(await noSideScroll(page)).toBeLessThanOrEqual(width)
      await screenshot(page, `checklist-creator-${width}`)
    }
    await expectAccessible(page, 'Home with the checklist')
    await list.getByRole('link', { name: 'Browse sounds' }).waitFor()
    await list.getByRole('link', { name: 'Ask for verification' }).click()
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Request verification' }).waitFor()

    // Built from what the device holds: the same checklist offline.
    await s0(page).setOffline(true)
    try {
      await page.goto('/Home')
      await list.getByText('1 of 3 done').waitFor({ timeout: 30_000 })
    } finally {
      await s0(page).setOffline(false)
    }

    // Verified and holding a slot: every step done, the checklist is gone.
    const admin = await apiSession(baseURL, demoEmail('admin'))
    const { verification } = await api<{ verification: { id: string } }>(baseURL, creator.token, '/followers-scraper', { profileUrl: `https://www.tiktok.com/@check${unique()}` })
    await api(baseURL, admin.token, '/auth/confirm-follower-verification', { id: verification.id, followers: 5_000, status: 'verified' })
    const { sound } = await fundedSound(1)
    await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: sound.id })
    await page.reload()
    await page.getByTestId('creator-home').waitFor({ timeout: 30_000 })
    await expect.poll(() => list.count(), { timeout: 60_000 }).toBe(0)
  }, 240_000)

  it('gives a new brand its own steps: approved, money in the wallet, first request', async () => {
    const brand = await newAccount(baseURL, 'brand')
    const page = await signedIn(brand.email)
    await page.setViewportSize({ width: 360, height: 800 })
    const list = page.getByTestId('home-checklist')
    await list.getByText('1 of 3 done').waitFor({ timeout: 30_000 })
    await list.getByRole('link', { name: 'Open wallet' }).waitFor()
    await list.getByRole('link', { name: 'New duet ad' }).click()
    await page.getByRole('heading', { name: 'Duet Ad Video', level: 1 }).waitFor()
  }, 120_000)

  it('lists the user’s own pages first in search, reachable on a phone', async () => {
    const page = await signedIn(demoEmail('artist'))
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/Home')
      const trigger = page.getByRole('button', { name: /^Search/ })
      const box = (await trigger.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      await trigger.click()
      await page.getByRole('combobox', { name: 'Search' }).fill('list')
      const results = page.getByRole('listbox', { name: 'Search results' })
      await results.getByRole('group', { name: 'Your pages' }).waitFor({ timeout: 30_000 })
      await results.getByRole('group', { name: 'Pages', exact: true }).waitFor({ timeout: 30_000 })
      const groups = await results.getByRole('group').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
      expect(groups[0]).toBe('Your pages')
      expect(await results.getByRole('group', { name: 'Your pages' }).getByRole('option').allTextContents()).toEqual([expect.stringContaining('Sounds List')])
      await screenshot(page, `search-${width}`)
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: 'Sounds List', level: 1 }).waitFor()
    }
    // Each preview says how long it is before anyone presses play (its metadata only is loaded).
    await expect.poll(() => page.getByTestId('audio-duration').first().textContent(), { timeout: 60_000 }).toMatch(/^\d+:\d\d/)
    expect(await page.locator('audio').first().evaluate((a: HTMLAudioElement) => [a.preload, a.paused])).toEqual(['metadata', true])
  }, 120_000)

  it('asks once before approving or rejecting, then shows the result with the money and moves the focus to it', async () => {
    const { artist, sound, title } = await fundedSound(2)
    const first = await newAccount(baseURL, 'tiktoker', { fullName: 'First Creator' })
    const second = await newAccount(baseURL, 'tiktoker', { fullName: 'Second Creator' })
    for (const c of [first, second]) {
      await api(baseURL, c.token, '/artist/add-hold-slot', { soundid: sound.id })
      await api(baseURL, c.token, '/approval/use-sound', { soundid: sound.id, video_url: videoLink() })
    }
    const page = await signedIn(artist.email)
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/manage/verifications')
    const rowOf = (who: string) => page.getByTestId('approval-row').filter({ hasText: who })
    const result = page.getByTestId('decision-result')

    await rowOf('First Creator').getByRole('button', { name: /^Approve/ }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.getByText(`₦300.00 from the escrow of “${title}” goes to First Creator`, { exact: false }).waitFor()
    await expectAccessible(page, 'Approve confirmation')
    await confirm.getByRole('button', { name: 'Approve and pay' }).click()
    await result.getByText(`Approved. ₦270.00 paid to First Creator; “${title}” has ₦300.00 left.`).waitFor({ timeout: 60_000 })
    await expect.poll(() => focusedTestId(page)).toBe('decision-result')
    expect(await noSideScroll(page)).toBeLessThanOrEqual(360)
    await screenshot(page, 'approved-360')

    await page.setViewportSize({ width: 390, height: 800 })
    await rowOf('Second Creator').getByRole('button', { name: /^Reject/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Reject video' }).click()
    await result.getByText(`Rejected. Second Creator is not paid and the slot is free again; “${title}” has ₦300.00 left.`).waitFor({ timeout: 60_000 })
    await expect.poll(() => focusedTestId(page)).toBe('decision-result')
    await screenshot(page, 'rejected-390')
    await expectAccessible(page, 'Verifications with a result')

    // The server has both decisions as the result said.
    const all = await api<{ approvals: Array<{ creatorName: string; status: string }> }>(baseURL, artist.token, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist`)
    expect(Object.fromEntries(all.approvals.map((a) => [a.creatorName, a.status]))).toEqual({ 'First Creator': 'approved', 'Second Creator': 'rejected' })
  }, 240_000)

  it('edits name and social links on Profile; a bad link is named by its field', async () => {
    const creator = await newAccount(baseURL, 'tiktoker', { fullName: 'Before Edit' })
    const page = await signedIn(creator.email)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/account')
      const form = page.getByRole('form', { name: 'Edit profile' })
      await form.waitFor({ timeout: 30_000 })
      // A verified creator sees the followers and no request form.
      await page.getByTestId('follower-count').waitFor({ timeout: 30_000 })
      expect(await page.getByRole('button', { name: 'Request verification' }).count()).toBe(0)
      const name = `Edited at ${width}`
      await form.getByLabel('Name').fill(name)
      await form.getByLabel('TikTok link').fill(`https://www.tiktok.com/@edit${width}`)
      await form.getByLabel('Instagram link').fill('https://example.com/me')
      await form.getByRole('button', { name: 'Save profile' }).click()
      await form.getByText('Instagram link must be an https link to your Instagram profile').waitFor()
      expect(await form.getByLabel('Instagram link').getAttribute('aria-invalid')).toBe('true')
      await form.getByLabel('Instagram link').fill('')
      await form.getByRole('button', { name: 'Save profile' }).click()
      await page.getByTestId('profile-saved').getByText(/^Saved/).waitFor()
      await expect
        .poll(async () => (await api<{ userData: { fullName: string; socialLinks: Record<string, string> } }>(baseURL, creator.token, '/auth/me')).userData, { timeout: 60_000 })
        .toMatchObject({ fullName: name, socialLinks: { tiktok: `https://www.tiktok.com/@edit${width}` } })
      expect(await noSideScroll(page)).toBeLessThanOrEqual(width)
      await screenshot(page, `profile-${width}`)
    }
    await expectAccessible(page, 'Profile with the edit form')

    // Offline: a new name and a photo are kept on the device and reach the server on reconnect.
    const form = page.getByRole('form', { name: 'Edit profile' })
    await page.context().setOffline(true)
    try {
      await page.getByRole('status').filter({ hasText: /^Offline$/ }).waitFor()
      await form.getByLabel('Name').fill('Named offline')
      await form.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG) })
      await form.getByRole('button', { name: 'Save profile' }).click()
      await page.getByTestId('profile-saved').getByText('Saved on this device; it is sent when you are back online.').waitFor()
      await form.getByText('Waiting to be sent').waitFor()
    } finally {
      await page.context().setOffline(false)
    }
    await expect
      .poll(async () => (await api<{ userData: { fullName: string; avatarUrl: string | null } }>(baseURL, creator.token, '/auth/me')).userData, { timeout: 90_000 })
      .toMatchObject({ fullName: 'Named offline', avatarUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/) })
  }, 240_000)
})

/** The browser context of a page (for going offline). */
const s0 = (page: Page) => page.context()
