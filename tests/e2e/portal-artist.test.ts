import type { Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { wav } from '../../server/test/media'
import type { BrowserSession } from './browser'
import { api, apiSession, balancesOf, demoEmail, expectAccessible, openSignedIn, screenshotBoth, soundViaApi as apiSound, type ApiSession } from './portal'

// The artist's screens against the real server: Add Song (online and offline), My Songs with
// delete and refund, Verifications with an approval that pays the creator, and the artist's home.
// Every test makes its own sounds, so other files' data and order do not matter.

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

interface ServerSound {
  id: string
  title: string
  status: string
  budget: { escrowed: number; remaining: number; refunded: number } | null
  slots: { total: number; free: number }
}
interface ServerApproval {
  id: string
  status: string
  amount: number
  fee: number | null
  net: number | null
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`

type Account = ApiSession
const login = (email: string) => apiSession(baseURL, email)

let artist: Account
let creator: Account
let admin: Account
beforeAll(async () => {
  artist = await login(demoEmail('artist'))
  creator = await login(demoEmail('creator'))
  admin = await login(demoEmail('admin'))
})

const balances = (token: string) => balancesOf(baseURL, token)
const artistSounds = async (token: string) => (await api<{ sounds: ServerSound[] }>(baseURL, token, '/artist/get-artist-sounds')).sounds

/** A sound made through the API for a test to work on. */
const soundViaApi = (token: string, title: string, payPerUse: number, slots: number) => apiSound<ServerSound>(baseURL, token, { title, pay_per_use: payPerUse, slots })

async function sessionAs(account: Account, viaForm = false): Promise<Page> {
  s = await openSignedIn(baseURL, account, viaForm)
  return s.page
}
const artistSession = (viaForm = false) => sessionAs(artist, viaForm)

/** The Add Song form filled in; the file is picked and queued for upload first. */
async function fillAddSong(page: Page, title: string, fileName: string) {
  await page.getByLabel('Audio file').setInputFiles({ name: fileName, mimeType: 'audio/wav', buffer: Buffer.from(wav(2)) })
  await page.getByLabel(`Preview of ${fileName}`).first().waitFor()
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect.poll(() => page.getByRole('combobox', { name: /^Audio for this sound/ }).inputValue()).not.toBe('')
  await page.getByRole('textbox', { name: /^Title/ }).fill(title)
  await page.getByRole('combobox', { name: /^Category/ }).selectOption({ index: 1 })
  await page.getByRole('textbox', { name: /^Pay per use/ }).fill('100')
  await page.getByRole('textbox', { name: /^Slots/ }).fill('2')
}

/** Waits until the form shows a loaded wallet balance and categories (the mirrors were pulled). */
async function waitForFormData(page: Page) {
  await expect.poll(() => page.getByRole('combobox', { name: /^Category/ }).locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1)
  await expect.poll(() => page.getByTestId('sound-budget').textContent(), { timeout: 30_000 }).not.toMatch(/Loading…|Not loaded yet/)
}

/** Phone and desktop screenshots from the top of the page (a form filled lower down scrolled it). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshotBoth(page, name)
}

const mySound = (page: Page, title: string) => page.getByTestId('my-sound').filter({ hasText: title })

describe('artist screens', () => {
  it('adds a song through the form; it shows in My Songs and the server escrows its budget from the balance', async () => {
    const page = await artistSession(true)
    await page.goto('/Manage/addsong')
    await page.getByRole('heading', { name: 'Add Song', level: 1 }).waitFor()
    await waitForFormData(page)
    const before = await balances(artist.token)
    const title = `E2E song ${unique()}`

    // The server's own rules show on the form before anything is sent.
    await page.getByRole('button', { name: 'Add song' }).click()
    await page.getByText('title is required').waitFor()
    await page.getByText('Upload an audio file for this sound.').waitFor()

    await fillAddSong(page, title, 'e2e-tone.wav')
    await expect.poll(() => page.getByTestId('sound-budget').textContent()).toContain('200.00')
    // More than the wallet holds: warned, with the way to fund it.
    await page.getByRole('textbox', { name: /^Slots/ }).fill('10000')
    await page.getByTestId('budget-warning').getByRole('link', { name: 'Fund your wallet' }).waitFor()
    await page.getByRole('textbox', { name: /^Slots/ }).fill('2')
    await expect.poll(() => page.getByTestId('budget-warning').count()).toBe(0)
    await shoot(page, 'artist-addsong')
    await expectAccessible(page, 'Add Song')

    await page.getByRole('button', { name: 'Add song' }).click()
    await page.waitForURL('**/manage/artistmusic')
    const card = mySound(page, title)
    await card.waitFor()
    await expect.poll(() => card.getByText(/Waiting to be sent|Sending…/).count(), { timeout: 60_000 }).toBe(0)
    await expect.poll(() => card.getByTestId('slots-total').textContent()).toContain('2')

    const created = (await artistSounds(artist.token)).filter((x) => x.title === title)
    expect(created).toHaveLength(1)
    expect(created[0]!.budget).toMatchObject({ escrowed: 20_000, remaining: 20_000 })
    const after = await balances(artist.token)
    expect(after.available).toBe(before.available - 20_000)
    expect(after.escrow).toBe(before.escrow + 20_000)

    await card.getByText('Remaining').waitFor()
    await shoot(page, 'artist-mysongs')
    await expectAccessible(page, 'My Songs')
    // The details: reserved slots fetched from the server (none yet), reference videos can be added.
    await card.getByRole('button', { name: 'Details and slots' }).click()
    await card.getByText('No slot is held right now.').waitFor({ timeout: 30_000 })
    await card.getByLabel('Add more videos').fill('https://www.tiktok.com/@ayo.artist/video/7301234567890123456')
    await card.getByRole('button', { name: 'Add videos' }).click()
    await card.getByRole('link', { name: /tiktok\.com\/@ayo\.artist\/video\/7301234567890123456/ }).waitFor()
    await expect.poll(async () => (await artistSounds(artist.token)).find((x) => x.title === title) as unknown as { videoLinks: string[] }, { timeout: 30_000 }).toMatchObject({
      videoLinks: ['https://tiktok.com/@ayo.artist/video/7301234567890123456'],
    })
    await expectAccessible(page, 'My Songs with details')
  }, 180_000)

  it('approves a creator’s use on Verifications; the creator is paid the amount less the fee', async () => {
    const title = `E2E verify ${unique()}`
    const sound = await soundViaApi(artist.token, title, 30_000, 2)
    await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: sound.id })
    const video = `https://www.tiktok.com/@chi.creator/video/7${unique().padEnd(18, '0').slice(0, 18)}`
    const { approval } = await api<{ approval: ServerApproval }>(baseURL, creator.token, '/approval/use-sound', { soundid: sound.id, video_url: video })
    expect(approval.status).toBe('pending')
    const creatorBefore = await balances(creator.token)

    const page = await artistSession()
    await page.goto('/manage/verifications')
    await page.getByRole('heading', { name: 'Verifications', level: 1 }).waitFor()
    const row = page.getByTestId('approval-row').filter({ hasText: title })
    await row.waitFor({ timeout: 30_000 })
    const link = row.getByRole('link', { name: /tiktok\.com\/@chi\.creator/ })
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    await expect.poll(() => row.getByTestId('approval-amount').textContent()).toContain('300.00')
    await shoot(page, 'artist-verifications')
    await expectAccessible(page, 'Verifications')

    // The reject dialog takes an optional reason; cancelled here.
    await row.getByRole('button', { name: /^Reject/ }).click()
    await page.getByRole('dialog').getByLabel('Reason (optional)').waitFor()
    await expectAccessible(page, 'Verifications reject dialog')
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

    await row.getByRole('button', { name: /^Approve/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve and pay' }).click()
    await expect
      .poll(async () => (await api<{ approvals: ServerApproval[] }>(baseURL, artist.token, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist`)).approvals.find((a) => a.id === approval.id)?.status, { timeout: 30_000 })
      .toBe('approved')
    const final = (await api<{ approvals: ServerApproval[] }>(baseURL, artist.token, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist`)).approvals.find((a) => a.id === approval.id)!
    expect(final.fee).not.toBeNull()
    expect(final.net).toBe(30_000 - final.fee!)
    await expect.poll(async () => (await balances(creator.token)).available, { timeout: 30_000 }).toBe(creatorBefore.available + 30_000 - final.fee!)

    // The approved filter lists it; nothing of it waits any more.
    await page.getByLabel('Show').selectOption('approved')
    await page.getByTestId('approval-row').filter({ hasText: title }).getByText('Approved', { exact: true }).waitFor({ timeout: 30_000 })
  }, 180_000)

  it('an admin rejects a use with a reason on the same Verifications screen; the slot is freed', async () => {
    const title = `E2E reject ${unique()}`
    const sound = await soundViaApi(artist.token, title, 20_000, 2)
    await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: sound.id })
    const video = `https://www.tiktok.com/@chi.creator/video/8${unique().padEnd(18, '0').slice(0, 18)}`
    const { approval } = await api<{ approval: ServerApproval }>(baseURL, creator.token, '/approval/use-sound', { soundid: sound.id, video_url: video })

    const page = await sessionAs(admin)
    await page.goto('/manage/verifications')
    const row = page.getByTestId('approval-row').filter({ hasText: title })
    await row.waitFor({ timeout: 30_000 })
    await row.getByRole('button', { name: /^Reject/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Reason (optional)').fill('The sound cannot be heard in the video')
    await dialog.getByRole('button', { name: 'Reject video' }).click()
    await expect
      .poll(async () => (await api<{ approvals: Array<ServerApproval & { reason: string | null }> }>(baseURL, artist.token, `/approval/get-approvals-by-id?artist_id=${artist.id}&role=artist`)).approvals.find((a) => a.id === approval.id), { timeout: 30_000 })
      .toMatchObject({ status: 'rejected', reason: 'The sound cannot be heard in the video' })
    await expect.poll(async () => (await artistSounds(artist.token)).find((x) => x.id === sound.id)?.slots.free, { timeout: 30_000 }).toBe(2)
    await page.getByLabel('Show').selectOption('rejected')
    await page.getByTestId('approval-row').filter({ hasText: title }).getByText('Reason: The sound cannot be heard in the video').waitFor({ timeout: 30_000 })
    await expectAccessible(page, 'Verifications (admin, rejected)')
  }, 180_000)

  it('adds a CapCut sound through the shared form: template link, pay per click and click budget', async () => {
    const page = await artistSession()
    await page.goto('/Manage/addcatcupsong')
    await page.getByRole('heading', { name: 'Add CapCut Sound', level: 1 }).waitFor()
    await waitForFormData(page)
    const title = `E2E capcut ${unique()}`
    await page.getByLabel('Audio file').setInputFiles({ name: 'capcut-tone.wav', mimeType: 'audio/wav', buffer: Buffer.from(wav(1)) })
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect.poll(() => page.getByRole('combobox', { name: /^Audio for this sound/ }).inputValue()).not.toBe('')
    await page.getByRole('textbox', { name: /^Title/ }).fill(title)
    await page.getByRole('combobox', { name: /^Category/ }).selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Add CapCut sound' }).click()
    await page.getByText('is required for a video-editing-app sound', { exact: false }).first().waitFor()
    await page.getByRole('textbox', { name: /^CapCut template link/ }).fill('https://www.capcut.com/template-detail/7301234567890')
    await page.getByRole('textbox', { name: /^Pay per click/ }).fill('5')
    await page.getByRole('textbox', { name: /^Click budget/ }).fill('50')
    await expect.poll(() => page.getByTestId('sound-budget').textContent()).toContain('50.00')
    await shoot(page, 'artist-addcapcut')
    await expectAccessible(page, 'Add CapCut sound')
    await page.getByRole('button', { name: 'Add CapCut sound' }).click()
    await page.waitForURL('**/manage/artistmusic')
    await mySound(page, title).getByText('CapCut sound').waitFor()
    await expect
      .poll(async () => (await artistSounds(artist.token)).find((x) => x.title === title) as unknown as Record<string, unknown> | undefined, { timeout: 60_000 })
      .toMatchObject({ kind: 'video_app', payPerClick: 500, clickBudget: 5_000, templateLink: 'https://www.capcut.com/template-detail/7301234567890', budget: { escrowed: 5_000 } })
  }, 180_000)

  it('deleting a sound shows the refund in the confirmation and refunds it', async () => {
    const title = `E2E delete ${unique()}`
    await soundViaApi(artist.token, title, 5_000, 3)
    const before = await balances(artist.token)

    const page = await artistSession()
    await page.goto('/manage/artistmusic')
    const card = mySound(page, title)
    await card.waitFor({ timeout: 30_000 })
    await card.getByRole('button', { name: /^Delete/ }).click()
    const dialog = page.getByRole('alertdialog')
    await expect.poll(() => dialog.getByTestId('refund-amount').textContent()).toContain('150.00 is refunded to your wallet')
    await expectAccessible(page, 'Delete sound dialog')
    await dialog.getByRole('button', { name: 'Delete and refund' }).click()
    await expect.poll(() => mySound(page, title).count(), { timeout: 30_000 }).toBe(0)
    await expect.poll(async () => (await balances(artist.token)).available, { timeout: 30_000 }).toBe(before.available + 15_000)
    expect((await artistSounds(artist.token)).filter((x) => x.title === title)).toHaveLength(0)
  }, 180_000)

  it('adds a song offline (upload and create); it goes through on reconnect exactly once', async () => {
    const page = await artistSession()
    // One online visit of each screen pulls what they need offline.
    await page.goto('/manage/artistmusic')
    await page.getByRole('heading', { name: 'My Songs', level: 1 }).waitFor()
    await page.goto('/Manage/addsong')
    await waitForFormData(page)
    const before = await balances(artist.token)
    const title = `E2E offline ${unique()}`

    await s!.context.setOffline(true)
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor()
    await fillAddSong(page, title, 'offline-song.wav')
    await page.getByRole('button', { name: 'Add song' }).click()
    await page.waitForURL('**/manage/artistmusic')
    const card = mySound(page, title)
    await card.getByText('New: Waiting to be sent').waitFor()

    await page.reload()
    await card.getByText('New: Waiting to be sent').waitFor({ timeout: 30_000 })
    expect((await artistSounds(artist.token)).filter((x) => x.title === title)).toHaveLength(0)

    await s!.context.setOffline(false)
    await expect.poll(() => card.getByText(/Waiting to be sent|Sending…/).count(), { timeout: 90_000 }).toBe(0)
    await expect.poll(async () => (await artistSounds(artist.token)).filter((x) => x.title === title).length, { timeout: 30_000 }).toBe(1)
    const [created] = (await artistSounds(artist.token)).filter((x) => x.title === title)
    expect(created!.budget).toMatchObject({ escrowed: 20_000 })
    expect((await balances(artist.token)).available).toBe(before.available - 20_000)
    // The audio came from the offline upload.
    await card.getByRole('button', { name: 'Details and slots' }).click()
    const src = await card.getByLabel(`Listen to ${title}`).getAttribute('src')
    expect(src).toMatch(/\/uploads\/[0-9a-f]{32}\.wav$/)
    await expect.poll(() => page.getByTestId('sync-status').getByText(/waiting/).count()).toBe(0)
    // Still exactly one after everything settled.
    expect((await artistSounds(artist.token)).filter((x) => x.title === title)).toHaveLength(1)
  }, 180_000)

  it('the artist’s home shows spend, uses, clicks, pending approvals and a chart', async () => {
    const page = await artistSession()
    await page.goto('/Home')
    const home = page.getByTestId('artist-home')
    await home.waitFor({ timeout: 30_000 })
    await home.getByText('Pending approvals').waitFor()
    // The chart's code loads once its place scrolls into view (the figures paint first).
    await home.getByRole('figure', { name: /per day/ }).scrollIntoViewIfNeeded()
    await home.locator('.recharts-surface').first().waitFor()
    await shoot(page, 'artist-home')
    await expectAccessible(page, 'Artist home')
  }, 180_000)
})
