import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { openBrowser, waitForController, type BrowserSession } from './browser'
import { api, demoEmail, expectAccessible, screenshotBoth, signInAs, tokenOf } from './portal'

// Brand requests end to end: a brand creates a request through the form, a creator holds a slot and
// submits a video through Brand Requests, the brand approves it in Verifications and the creator
// is paid; and a creator's hold and submission made offline reach the server once on reconnect.
// Every request here is made by the test itself (a unique title), so other tests' data never matters.

const baseURL = inject('baseURL')
const sessions: BrowserSession[] = []
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close()
})

async function signedIn(email: string): Promise<Page> {
  const s = await openBrowser(baseURL)
  sessions.push(s)
  await s.page.goto('/Home')
  await waitForController(s.page)
  await signInAs(s.page, email)
  return s.page
}

interface Balances {
  currency: string
  available: number
  escrow: number
}
interface Request {
  id: string
  title: string
  slots: { total: number; free: number; held: number; used: number }
  pendingApprovals: number
  budget: { remaining: number } | null
}
interface Approval {
  id: string
  campaignId: string
  videoUrl: string
  status: string
  amount: number
  fee: number | null
  net: number | null
}

const wallet = (token: string) => api<Balances>(baseURL, token, '/auth/get-user-wallet', {})
const brandRequest = async (token: string, id: string) => (await api<{ requests: Request[] }>(baseURL, token, '/brand/get-brand-requests')).requests.find((r) => r.id === id)
const usesOf = async (token: string, brandId: string, requestId: string) =>
  (await api<{ approvals: Approval[] }>(baseURL, token, `/approval/get-approvals-by-id?artist_id=${brandId}&role=brand`)).approvals.filter((a) => a.campaignId === requestId)
const videoLink = () => `https://www.tiktok.com/@e2e.creator/video/${Date.now()}${Math.floor(Math.random() * 1e6)}`
/** Both widths from the top of the page (a filled field leaves it scrolled under the floating navbar). */
async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshotBoth(page, name)
}
const waiting = (page: Page) => page.getByTestId('sync-status').getByText(/waiting/)

async function fundBrand(token: string, atLeast: number): Promise<void> {
  const b = await wallet(token)
  if (b.available < atLeast) await api(baseURL, token, '/auth/fund-user-wallet', { amount: atLeast - b.available })
}

describe('brand requests', () => {
  it('goes from the duet form to an approved video, and the creator is paid pay − fee', async () => {
    const brandToken = await tokenOf(baseURL, demoEmail('brand'))
    const creatorToken = await tokenOf(baseURL, demoEmail('creator'))
    const brandId = (await api<{ userData: { id: string } }>(baseURL, brandToken, '/auth/me')).userData.id
    await fundBrand(brandToken, 50_000)
    const title = `E2E duet ${randomUUID().slice(0, 8)}`

    // The brand's home.
    const brand = await signedIn(demoEmail('brand'))
    await brand.goto('/Home')
    const home = brand.getByTestId('brand-home')
    if (await home.waitFor({ timeout: 10_000 }).then(() => true, () => false)) {
      await home.getByTestId('home-available').filter({ hasText: /\d/ }).waitFor()
      await expectAccessible(brand, 'brand home')
      await shots(brand, 'brand-home')
    }

    // Make Ad Video: a budget the wallet cannot cover is flagged, with the way to fund it.
    await brand.goto('/brandformscript')
    await brand.getByRole('heading', { name: 'Make Ad Video', level: 1 }).waitFor()
    await brand.getByTestId('budget-available').filter({ hasText: /\d/ }).waitFor()
    await brand.getByLabel('Brief').fill('Film our script in your kitchen')
    await brand.getByLabel('Script').fill('Hi! This is how I make breakfast with Kicks cereal.')
    await brand.getByLabel('Slots').fill('10000')
    await brand.getByLabel(/^Pay per video/).fill('1000000')
    await brand.getByText('Your balance does not cover this budget').waitFor()
    expect(await brand.getByRole('link', { name: 'Go to Transactions' }).getAttribute('href')).toBe('/transactions')
    await expectAccessible(brand, 'script form')
    await shots(brand, 'brand-scriptform')

    // Duet Ad Video: the server's messages show beside the fields, then the request is created.
    await brand.goto('/brandform')
    await brand.getByRole('heading', { name: 'Duet Ad Video', level: 1 }).waitFor()
    await brand.getByRole('button', { name: 'Create request' }).click()
    await brand.getByText('Brief is required.').waitFor()
    await brand.getByLabel('Title').fill(title)
    await brand.getByLabel('Brief').fill('Duet our sneaker ad with your best dance move')
    await brand.getByLabel('Video to duet').fill('https://www.tiktok.com/@kicks/video/7301234567890123456')
    await brand.getByLabel('Slots').fill('2')
    await brand.getByLabel(/^Pay per video/).fill('50')
    await brand.getByTestId('budget-total').filter({ hasText: '100.00' }).waitFor()
    await expectAccessible(brand, 'duet form')
    await shots(brand, 'brand-duetform')
    const before = await wallet(brandToken)
    await brand.getByRole('button', { name: 'Create request' }).click()

    // My Adverts shows it at once, then as the server has it.
    await brand.waitForURL('**/mybrandrequests')
    const advert = brand.getByTestId('advert').filter({ hasText: title })
    await advert.waitFor()
    await expect.poll(() => waiting(brand).count(), { timeout: 30_000 }).toBe(0)
    await advert.getByText('0 of 2 slots used').waitFor()
    const after = await wallet(brandToken)
    expect(after.available).toBe(before.available - 10_000)
    const requestId = (await api<{ requests: Request[] }>(baseURL, brandToken, '/brand/get-brand-requests')).requests.find((r) => r.title === title)!.id

    // The creator finds it, holds a slot and submits the video link.
    const creator = await signedIn(demoEmail('creator'))
    await creator.goto('/brandrequests')
    await creator.getByRole('heading', { name: 'Brand Requests', level: 1 }).waitFor()
    await creator.getByLabel('Search requests').fill(title)
    const card = creator.getByTestId('brand-request').filter({ hasText: title })
    await card.waitFor({ timeout: 30_000 })
    await card.getByRole('button', { name: 'Hold a slot' }).click()
    await card.getByTestId('my-hold').getByText('You hold a slot').waitFor()
    await card.getByTestId('time-left').filter({ hasText: /^(2 d 0 h|1 d 23 h) left$/ }).waitFor()
    await card.getByLabel('Link to your video').fill('http://not-a-video')
    await card.getByRole('button', { name: 'Submit video' }).click()
    await card.getByText(/must be an https link to a video/).waitFor()
    const link = videoLink()
    await card.getByLabel('Link to your video').fill(link)
    await card.getByRole('button', { name: 'Submit video' }).click()
    await card.getByTestId('my-submission').getByText('Waiting for a decision').waitFor()
    await expect.poll(() => waiting(creator).count(), { timeout: 30_000 }).toBe(0)
    await creator.getByLabel('Search requests').fill('')
    await creator.getByTestId('brand-request').nth(1).waitFor()
    await expectAccessible(creator, 'brand requests (creator)')
    await shots(creator, 'brand-requests-creator')
    await creator.getByLabel('Search requests').fill(title)
    const [use] = await usesOf(brandToken, brandId, requestId)
    expect(use).toMatchObject({ status: 'pending', amount: 5_000, videoUrl: link.replace('://www.', '://') })

    // The brand sees the submission on My Adverts and approves it in Verifications.
    const paidBefore = await wallet(creatorToken)
    await brand.goto('/mybrandrequests')
    // Pulled when the screen opens; the sync timer (30 s) is the fallback on a busy machine.
    await advert.getByTestId('submission').filter({ hasText: 'Waiting for a decision' }).waitFor({ timeout: 75_000 })
    await advert.getByTestId('pending-submissions').filter({ hasText: '1 waiting' }).waitFor({ timeout: 30_000 })
    await expectAccessible(brand, 'my adverts')
    await shots(brand, 'brand-myadverts')
    await brand.getByRole('button', { name: 'Use dark theme' }).click()
    await expectAccessible(brand, 'my adverts (dark)')
    await shots(brand, 'brand-myadverts-dark')
    await brand.getByRole('button', { name: 'Use light theme' }).click()
    await brand.goto('/manage/verifications')
    const row = brand.getByTestId('approval-row').filter({ hasText: title })
    await row.waitFor({ timeout: 30_000 })
    await row.getByRole('button', { name: /^Approve/ }).click()
    await brand.getByRole('alertdialog').getByRole('button', { name: 'Approve and pay' }).click()
    await expect.poll(async () => (await usesOf(brandToken, brandId, requestId))[0]?.status, { timeout: 30_000 }).toBe('approved')
    const [approved] = await usesOf(brandToken, brandId, requestId)
    expect(approved!.fee).toBeGreaterThan(0)
    expect(approved!.net).toBe(5_000 - approved!.fee!)
    await expect.poll(async () => (await wallet(creatorToken)).available - paidBefore.available, { timeout: 30_000 }).toBe(5_000 - approved!.fee!)

    // The creator sees it approved; the brand sees the slot used and withdraws the rest.
    // The creator's lists are pulled again on the next sync tick (30 s) at the latest.
    await card.getByTestId('my-submission').getByText('Approved').waitFor({ timeout: 75_000 })
    await brand.goto('/mybrandrequests')
    // The request's own figures are pulled again on the next sync tick (30 s) at the latest.
    await advert.getByTestId('advert-paid').filter({ hasText: '50.00' }).waitFor({ timeout: 75_000 })
    await advert.getByText('1 of 2 slots used').waitFor()
    await advert.getByRole('button', { name: 'Withdraw' }).click()
    const dialog = brand.getByRole('alertdialog')
    await dialog.getByTestId('withdraw-refund').filter({ hasText: '50.00' }).waitFor()
    const beforeRefund = await wallet(brandToken)
    await dialog.getByRole('button', { name: 'Withdraw request' }).click()
    await advert.waitFor({ state: 'detached', timeout: 30_000 })
    await expect.poll(async () => (await wallet(brandToken)).available - beforeRefund.available, { timeout: 30_000 }).toBe(5_000)
    expect(await brandRequest(brandToken, requestId)).toBeUndefined()
  }, 180_000)

  it("a creator's hold and submission made offline reach the server once on reconnect", async () => {
    const brandToken = await tokenOf(baseURL, demoEmail('brand'))
    const brandId = (await api<{ userData: { id: string } }>(baseURL, brandToken, '/auth/me')).userData.id
    await fundBrand(brandToken, 20_000)
    const title = `E2E offline ${randomUUID().slice(0, 8)}`
    const { request } = await api<{ request: Request }>(baseURL, brandToken, '/brand/create-request', {
      id: randomUUID(),
      type: 'script',
      title,
      brief: 'Film our script outdoors',
      script: 'Say: Kicks keep me moving.',
      slots: 3,
      pay_per_video: 4_000,
    })

    const creator = await signedIn(demoEmail('creator'))
    await creator.goto('/brandrequests')
    await creator.getByLabel('Search requests').fill(title)
    const card = creator.getByTestId('brand-request').filter({ hasText: title })
    await card.waitFor({ timeout: 30_000 })

    await creator.context().setOffline(true)
    await creator.getByRole('status').filter({ hasText: 'Offline' }).waitFor()
    await card.getByRole('button', { name: 'Hold a slot' }).click()
    await card.getByTestId('my-hold').getByText('Waiting to be sent').waitFor()
    await card.getByText('2 free · 1 held').waitFor()
    const link = videoLink()
    await card.getByLabel('Link to your video').fill(link)
    await card.getByRole('button', { name: 'Submit video' }).click()
    await card.getByTestId('my-submission').getByText('Waiting to be sent').waitFor()

    // Still there after a reload while offline; nothing has reached the server.
    await creator.reload()
    await creator.getByLabel('Search requests').fill(title)
    await card.getByTestId('my-submission').getByText('Waiting to be sent').waitFor({ timeout: 30_000 })
    expect(await brandRequest(brandToken, request.id)).toMatchObject({ slots: { free: 3, held: 0, used: 0 } })

    await creator.context().setOffline(false)
    await expect.poll(() => waiting(creator).count(), { timeout: 60_000 }).toBe(0)
    await card.getByTestId('my-submission').getByText('Waiting for a decision').waitFor({ timeout: 30_000 })
    await expect.poll(() => card.getByText(/Waiting to be sent|Sending/).count(), { timeout: 30_000 }).toBe(0)
    expect(await brandRequest(brandToken, request.id)).toMatchObject({ slots: { free: 2, held: 0, used: 1 }, pendingApprovals: 1 })
    const uses = await usesOf(brandToken, brandId, request.id)
    expect(uses).toHaveLength(1)
    expect(uses[0]).toMatchObject({ status: 'pending', videoUrl: link.replace('://www.', '://') })
  }, 180_000)

  it('admins see every request read-only, with its budget', async () => {
    const brandToken = await tokenOf(baseURL, demoEmail('brand'))
    await fundBrand(brandToken, 5_000)
    const title = `E2E admin view ${randomUUID().slice(0, 8)}`
    await api(baseURL, brandToken, '/brand/create-request', { id: randomUUID(), type: 'script', title, brief: 'Tell us why you love Kicks', script: 'Kicks!', slots: 1, pay_per_video: 2_500 })
    const admin = await signedIn(demoEmail('admin'))
    await admin.goto('/brandrequests')
    await admin.getByLabel('Search requests').fill(title)
    const card = admin.getByTestId('brand-request').filter({ hasText: title })
    await card.waitFor({ timeout: 30_000 })
    await card.getByText('Left in escrow:').waitFor()
    expect(await admin.getByRole('button', { name: 'Hold a slot' }).count()).toBe(0)
    await admin.getByLabel('Kind').selectOption('duet')
    await admin.getByText('No request matches').waitFor()
    await expectAccessible(admin, 'brand requests (admin)')
  }, 180_000)

  it('a request made offline shows in My Adverts at once and is created once on reconnect', async () => {
    const brandToken = await tokenOf(baseURL, demoEmail('brand'))
    await fundBrand(brandToken, 10_000)
    const title = `E2E offline ad ${randomUUID().slice(0, 8)}`
    const brand = await signedIn(demoEmail('brand'))
    await brand.goto('/mybrandrequests')
    await brand.getByTestId('advert').first().waitFor({ timeout: 30_000 })
    await brand.goto('/brandformscript')
    await brand.getByTestId('budget-available').filter({ hasText: /\d/ }).waitFor()
    const before = await wallet(brandToken)

    await brand.context().setOffline(true)
    await brand.getByRole('status').filter({ hasText: 'Offline' }).waitFor()
    await brand.getByLabel('Title').fill(title)
    await brand.getByLabel('Brief').fill('Show our app in one take')
    await brand.getByLabel('Script').fill('Open the app, tap Start, smile.')
    await brand.getByLabel('Slots').fill('1')
    await brand.getByLabel(/^Pay per video/).fill('30')
    await brand.getByRole('button', { name: 'Create request' }).click()
    await brand.waitForURL('**/mybrandrequests')
    const advert = brand.getByTestId('advert').filter({ hasText: title })
    await advert.getByText('Waiting to be sent').waitFor()
    expect(await advert.getByRole('button', { name: 'Withdraw' }).isDisabled()).toBe(true)
    expect((await api<{ requests: Request[] }>(baseURL, brandToken, '/brand/get-brand-requests')).requests.filter((r) => r.title === title)).toHaveLength(0)

    await brand.context().setOffline(false)
    await expect.poll(() => advert.getByText(/Waiting to be sent|Sending/).count(), { timeout: 60_000 }).toBe(0)
    expect(await advert.getByRole('button', { name: 'Withdraw' }).isDisabled()).toBe(false)
    expect((await api<{ requests: Request[] }>(baseURL, brandToken, '/brand/get-brand-requests')).requests.filter((r) => r.title === title)).toHaveLength(1)
    expect((await wallet(brandToken)).available).toBe(before.available - 3_000)
  }, 180_000)
})
