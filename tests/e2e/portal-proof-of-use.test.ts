import { randomUUID } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { startFakePlatform, type FakePlatform } from '../../server/test/fake-video-platform'
import { tiktokIdAt } from '../../server/test/video-checks'
import { openBrowser, waitForController, type BrowserSession } from './browser'
import { api, balancesOf, demoEmail, expectAccessible, newAccount, PHONE, screenshotBoth, signInAs, soundViaApi, tokenOf, uniqueDigits } from './portal'
import { startPortalServer, type PortalServer } from './server'

// Proof of use, as a creator and an artist live it on a phone (390 px): a video submitted offline
// is sent when the phone is back online, checked on its platform (a fake TikTok on loopback),
// approved by the artist with the evidence in view, and paid on hold; when the hold ends the
// video is looked up again and the money becomes the creator's. A server of its own, with checks
// on and a hold of half a minute.

const HOLD_SECONDS = 30
let fake: FakePlatform
let server: PortalServer
const sessions: BrowserSession[] = []

beforeAll(async () => {
  fake = await startFakePlatform()
  server = await startPortalServer(inject('distDir'), {
    ...fake.env,
    VIDEO_CHECK_INTERVAL_MS: '300',
    PAYOUT_HOLD_HOURS: String(HOLD_SECONDS / 3600),
    PAYOUT_RELEASE_INTERVAL_MS: '500',
  })
}, 120_000)
afterAll(async () => {
  for (const s of sessions) await s.close()
  await server?.stop()
  await fake?.close()
})

/** A phone signed in as `email`, its worker in control (so it keeps working offline). */
async function phone(email: string): Promise<Page> {
  const s = await openBrowser(server.baseURL, PHONE)
  sessions.push(s)
  await s.page.goto('/Home')
  await waitForController(s.page)
  await signInAs(s.page, email)
  return s.page
}

/** Polls for `text` in `within`, telling the app it has focus again before each look (it pulls then, as a person returning to it would make it). */
const seen = (page: Page, within: Locator, text: string | RegExp) =>
  expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')))
        return within.getByText(text).count()
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBeGreaterThan(0)

it('a creator submits offline; the video is checked, approved on hold, then released to the creator', async () => {
  const handle = `kemi${uniqueDigits().slice(-8)}`
  const creator = await newAccount(server.baseURL, 'tiktoker', { tiktokHandle: handle, fullName: 'Kemi Dance' })
  const artistToken = await tokenOf(server.baseURL, demoEmail('artist'))
  const title = `Proof Groove ${uniqueDigits()}`
  await soundViaApi(server.baseURL, artistToken, { id: randomUUID(), title, pay_per_use: 20_000, slots: 3, hold_hours: 24, video_links: [`https://www.tiktok.com/@${handle}/video/${tiktokIdAt(new Date())}`] })

  // The creator holds a slot online, then goes offline and submits the video they posted.
  const page = await phone(creator.email)
  await page.goto('/Manage/soundslist')
  await page.getByRole('searchbox', { name: /by title or category/ }).fill(title)
  const card = page.getByTestId('sound-card').filter({ hasText: title })
  await card.getByRole('button', { name: `Hold a slot on ${title}` }).click()
  await card.getByText('You hold a slot').waitFor()
  await expect.poll(() => card.getByText(/Waiting to be sent|Sending…/).count(), { timeout: 30_000 }).toBe(0)
  const videoId = tiktokIdAt(new Date(Date.now() + 60_000))
  fake.add(`tiktok:${videoId}`, { author: handle, title: 'My Proof Groove dance' })
  await page.context().setOffline(true)
  await card.getByLabel('Video link').fill(`https://www.tiktok.com/@${handle}/video/${videoId}`)
  await card.getByRole('button', { name: 'Submit video link' }).click()
  await card.getByText('Video submitted').waitFor()
  await card.getByText('Waiting to be sent').first().waitFor()
  expect(fake.hits(`tiktok:${videoId}`)).toBe(0)

  // Back online: sent, "Checking the video…", then checked on TikTok.
  await page.context().setOffline(false)
  await seen(page, card, 'Checking the video…').catch(() => undefined) // may already be checked by the time it is looked at
  await seen(page, card, `Checked: posted by @${handle} on TikTok`)
  await screenshotBoth(page, 'proof-of-use-checked')
  expect(fake.hits(`tiktok:${videoId}`)).toBe(1)

  // The artist sees the evidence and approves: the pay goes on hold.
  const artistPage = await phone(demoEmail('artist'))
  await artistPage.goto('/manage/verifications')
  const row = artistPage.getByTestId('approval-row').filter({ hasText: title })
  await row.getByText(`Posted by @${handle} on TikTok`).waitFor({ timeout: 30_000 })
  await row.getByText('My Proof Groove dance').waitFor()
  await row.getByRole('button', { name: /^Approve/ }).click()
  await artistPage.getByRole('alertdialog').getByRole('button', { name: 'Approve and pay' }).click()
  await artistPage.getByLabel('Show').selectOption('approved')
  await seen(artistPage, row, /The pay is on hold until .+\. You can report the video until then\./)
  await row.getByRole('button', { name: /^Report/ }).waitFor()
  await expectAccessible(artistPage, 'Verifications with a video on hold')

  // The creator's wallet: 18,000 (20,000 less the 10 % fee) on hold, none available yet.
  expect(await balancesOf(server.baseURL, creator.token)).toMatchObject({ available: 0, onHold: 18_000 })
  await page.goto('/transactions')
  const onHold = page.getByTestId('balance-on-hold')
  await seen(page, onHold, '₦180.00')
  await screenshotBoth(page, 'proof-of-use-on-hold')

  // The hold ends, the video is still up: the money is the creator's.
  await expect.poll(async () => (await balancesOf(server.baseURL, creator.token)).available, { timeout: (HOLD_SECONDS + 60) * 1000 }).toBe(18_000)
  await seen(page, page.getByTestId('balance-available'), '₦180.00')
  await expect.poll(() => onHold.count(), { timeout: 30_000 }).toBe(0)
  expect(fake.hits(`tiktok:${videoId}`)).toBe(2)
  const mine = await api<{ approvals: Array<{ videoUrl: string; payout: { state: string; outcome: string } }> }>(server.baseURL, creator.token, `/approval/get-approvals?user_id=${creator.id}`)
  expect(mine.approvals.find((a) => a.videoUrl.endsWith(videoId))?.payout).toMatchObject({ state: 'released', outcome: 'still_up' })
  await page.goto('/Manage/soundslist')
  await page.getByRole('searchbox', { name: /by title or category/ }).fill(title)
  await seen(page, card, 'Released to your balance: the video was still up when the hold ended.')
  await screenshotBoth(page, 'proof-of-use-released')
}, 300_000)
