import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { DEMO_PASSWORD } from '../../seed/portal/demo-accounts'
import { openBrowser, waitForController, type BrowserSession, screenshot } from './browser'
import { storeRows } from './device-store'
import { api, apiSession, demoEmail, expectAccessible, newAccount, openSignedIn, resizeTo, soundViaApi, tokenOf, type NewAccount, uniqueDigits } from './portal'

// Share straight in: the manifest's share target opens "Submit your video" with the shared link
// filled in and the creator's open holds (a sound, a brand request) to attach it to; online and
// offline (queued like any write, sent once on reconnect), at phone widths.

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

interface Approval {
  campaignId: string
  videoUrl: string | null
}

const tiktok = () => `https://www.tiktok.com/@e2e.share/video/${uniqueDigits()}`
/** How the server keeps a link: host without `www.`. */
const canonical = (link: string) => link.replace('://www.', '://')
/** What TikTok hands to the share sheet: the link inside a sentence, in `text`. */
const sharePath = (link: string) => `/share?title=${encodeURIComponent('My video')}&text=${encodeURIComponent(`Check out my video! ${link} #sound`)}`

/** A sound by the demo artist and a script request by the demo brand, each with a slot held by `creator`. */
async function holdsFor(creator: NewAccount): Promise<{ sound: string; request: string }> {
  const artist = await tokenOf(baseURL, demoEmail('artist'))
  await api(baseURL, artist, '/auth/fund-user-wallet', { amount: 50_000 })
  const sound = `Share Groove ${uniqueDigits()}`
  const { id: soundId } = await soundViaApi<{ id: string }>(baseURL, artist, { id: randomUUID(), title: sound, pay_per_use: 5_000, slots: 2, hold_hours: 24, video_links: [tiktok()] })
  await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: soundId, id: randomUUID() })
  const brand = await tokenOf(baseURL, demoEmail('brand'))
  await api(baseURL, brand, '/auth/fund-user-wallet', { amount: 20_000 })
  const request = `Share Ad ${uniqueDigits()}`
  const { request: made } = await api<{ request: { id: string } }>(baseURL, brand, '/brand/create-request', {
    id: randomUUID(),
    type: 'script',
    title: request,
    brief: 'Film it outdoors',
    script: 'Kicks keep me moving.',
    slots: 2,
    pay_per_video: 4_000,
  })
  await api(baseURL, creator.token, '/brand/hold-request-slot', { request_id: made.id, id: randomUUID() })
  return { sound, request }
}

const myApprovals = async (c: NewAccount) => (await api<{ approvals: Approval[] }>(baseURL, c.token, `/approval/get-approvals-by-id?artist_id=${c.id}&role=tiktoker`)).approvals

describe('share target', () => {
  it('is declared in the manifest', async () => {
    const manifest = (await (await fetch(`${baseURL}/manifest.webmanifest`)).json()) as { share_target?: unknown }
    expect(manifest.share_target).toEqual({ action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } })
  })

  it('opens the submission prefilled online, after signing in, and sends it to the hold picked (390 px)', async () => {
    const creator = await newAccount(baseURL, 'tiktoker')
    const { sound, request } = await holdsFor(creator)
    s = await openBrowser(baseURL, { width: 390, height: 844 })
    const { page } = s
    const link = tiktok()
    // Signed out: the sign-in page says why, and brings the creator back to the shared link.
    await page.goto(sharePath(link))
    await page.getByText('Sign in to submit the video you shared.').waitFor()
    await page.getByLabel('E-mail').fill(creator.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('heading', { name: 'Submit your video', level: 1 }).waitFor({ timeout: 30_000 })
    expect(new URL(page.url()).pathname).toBe('/share')
    expect(await page.getByLabel('Video link').inputValue()).toBe(link)
    const soundChoice = page.getByRole('radio', { name: new RegExp(`Sound: ${sound}`) })
    await soundChoice.waitFor({ timeout: 30_000 })
    await page.getByRole('radio', { name: new RegExp(`Brand request: ${request}`) }).waitFor({ timeout: 30_000 })
    await expectAccessible(page, 'share target')
    await screenshot(page, 'share-390')
    await resizeTo(page, { width: 360, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await screenshot(page, 'share-360')

    // Two holds: nothing is sent until the creator says which one.
    await page.getByRole('button', { name: 'Submit video link' }).click()
    await page.getByRole('alert').getByText('Choose the slot this video is for.').waitFor()
    await soundChoice.check()
    await page.getByRole('button', { name: 'Submit video link' }).click()
    await page.getByTestId('share-done').getByText(`Your video is submitted for “${sound}”.`).waitFor()
    await expect.poll(async () => (await myApprovals(creator)).filter((a) => a.videoUrl === canonical(link)).length, { timeout: 30_000 }).toBe(1)
  }, 240_000)

  it('opens offline with the link filled in; the submission waits and is sent once (360 px)', async () => {
    const creator = await newAccount(baseURL, 'tiktoker')
    const { request } = await holdsFor(creator)
    s = await openSignedIn(baseURL, await apiSession(baseURL, creator.email))
    const { page, context } = s
    await resizeTo(page, { width: 360, height: 800 })
    // Brand Requests once online, so the device knows the creator's hold; /share itself was never
    // opened before: offline, the worker's precached shell and the route's chunk serve it.
    await page.goto('/brandrequests')
    await page.getByLabel('Search requests').fill(request)
    await page.getByTestId('brand-request').filter({ hasText: request }).getByTestId('my-hold').waitFor({ timeout: 30_000 })
    await waitForController(page)

    await context.setOffline(true)
    const link = tiktok()
    await page.goto(`/share?url=${encodeURIComponent(link)}`)
    await page.getByRole('heading', { name: 'Submit your video', level: 1 }).waitFor()
    expect(await page.getByLabel('Video link').inputValue()).toBe(link)
    await page.getByRole('radio', { name: new RegExp(`Brand request: ${request}`) }).check()
    await screenshot(page, 'share-offline-360')
    await page.getByRole('button', { name: 'Submit video link' }).click()
    await page.getByTestId('share-done').getByText('You are offline: it is saved on this device').waitFor()
    expect((await storeRows<{ kind: string }>(page, 'outbox')).map((e) => e.kind)).toEqual(['brand.submitVideo'])

    await context.setOffline(false)
    await expect.poll(async () => (await storeRows(page, 'outbox')).length, { timeout: 60_000 }).toBe(0)
    expect((await myApprovals(creator)).filter((a) => a.videoUrl === canonical(link)).length).toBe(1)
  }, 240_000)

  it('offers the system share sheet for a tracking link where the browser has one, copy where not', async () => {
    const creator = await newAccount(baseURL, 'tiktoker')
    const artist = await tokenOf(baseURL, demoEmail('artist'))
    await api(baseURL, artist, '/auth/fund-user-wallet', { amount: 20_000 })
    const title = `Share Clicks ${uniqueDigits()}`
    const { id } = await soundViaApi<{ id: string }>(baseURL, artist, { id: randomUUID(), title, pay_per_use: 1_000, slots: 2, hold_hours: 24, video_links: [tiktok()], pay_per_click: 100, click_budget: 1_000 })
    await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: id, id: randomUUID() })
    s = await openSignedIn(baseURL, await apiSession(baseURL, creator.email))
    const { page, context } = s
    // The share sheet is the phone's own: here a stand-in records what it was given, and a
    // browser without one is one whose navigator has no share().
    await context.addInitScript(() => {
      const w = window as unknown as { __shared?: unknown }
      if (localStorage.getItem('e2e-share-sheet') === 'on') Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void (w.__shared = data) })
      else delete (Navigator.prototype as { share?: unknown }).share
    })
    await resizeTo(page, { width: 390, height: 844 })
    const open = async () => {
      await page.goto('/Manage/soundslist')
      await page.getByRole('searchbox', { name: /by title or category/ }).fill(title)
      const card = page.getByTestId('sound-card').filter({ hasText: title })
      await card.getByLabel('Your tracking link').waitFor({ timeout: 30_000 })
      return card
    }
    let card = await open()
    await card.getByRole('button', { name: `Copy tracking link for ${title}` }).waitFor()
    expect(await card.getByRole('button', { name: `Share tracking link for ${title}` }).count()).toBe(0)

    await page.evaluate(() => localStorage.setItem('e2e-share-sheet', 'on'))
    card = await open()
    const link = await card.getByLabel('Your tracking link').inputValue()
    await card.getByRole('button', { name: `Share tracking link for ${title}` }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared?: { url?: string } }).__shared?.url)).toBe(link)
    await card.getByRole('button', { name: `Copy tracking link for ${title}` }).waitFor()
  }, 240_000)

  it('tells an account that is not a creator what the screen is for', async () => {
    s = await openSignedIn(baseURL, await apiSession(baseURL, demoEmail('brand')))
    await s.page.goto(sharePath(tiktok()))
    await s.page.getByTestId('share-not-creator').getByText(/is for creator accounts/).waitFor()
  }, 120_000)
})
