import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { screenshot, type BrowserSession } from './browser'
import { api, apiSession, demoEmail, newAccount, openSignedIn, resizeTo, soundViaApi, tokenOf, uniqueDigits } from './portal'

// More rough edges on a phone (360 and 390 px), in the words the user sees: sharing a video with
// no slot held, a creator's wallet built for earning, a declined account given a contact, the
// server out of reach while online, the brand's request kept across a detour, whole amounts in
// My Songs and the approve dialog's split of the money.

const baseURL = inject('baseURL')
const WIDTHS = [360, 390]
const sessions: BrowserSession[] = []
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close()
})

async function signedIn(email: string): Promise<Page> {
  const s = await openSignedIn(baseURL, await apiSession(baseURL, email))
  sessions.push(s)
  return s.page
}

const tiktok = () => `https://www.tiktok.com/@e2e.edges/video/${uniqueDigits()}`

/** A sound by a new artist of the test's own, paying `pay` minor units per use. */
async function soundPaying(title: string, pay: number, slots = 1): Promise<{ id: string; artist: string }> {
  const artist = await newAccount(baseURL, 'artist')
  await api(baseURL, artist.token, '/auth/fund-user-wallet', { amount: pay * slots })
  const sound = await soundViaApi<{ id: string }>(baseURL, artist.token, { id: randomUUID(), title, pay_per_use: pay, slots, hold_hours: 24 })
  return { id: sound.id, artist: artist.email }
}

/** Top edge of an element on the page (document coordinates). */
const topOf = (page: Page, text: string) => page.getByText(text, { exact: true }).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY)

describe('a phone’s rough edges, part 2', () => {
  it('shares a video with no slot held: offers the open sounds, holds one in a tap and submits the kept link', async () => {
    const creator = await newAccount(baseURL, 'tiktoker')
    // Paid more than any other test's sound, so they are among the few offered; made before the
    // creator's device pulls its lists.
    const sounds = new Map<number, { title: string; id: string }>()
    for (const width of WIDTHS) {
      const title = `Open Edge ${width} ${uniqueDigits()}`
      sounds.set(width, { title, id: (await soundPaying(title, 9_000_000)).id })
    }
    const page = await signedIn(creator.email)
    for (const width of WIDTHS) {
      const { title, id } = sounds.get(width)!
      const link = tiktok()
      await resizeTo(page, { width, height: 800 })
      await page.goto(`/share?text=${encodeURIComponent(`My new video ${link}`)}`)
      await page.getByRole('heading', { name: 'Submit your video', level: 1 }).waitFor()
      const open = page.getByRole('list', { name: 'Open sounds' })
      await open.getByText(title).waitFor({ timeout: 30_000 })
      await page.getByText('You hold no slot right now. Hold one on an open sound and your link stays here, ready to submit.').waitFor()
      await screenshot(page, `share-open-sounds-${width}`)
      await open.getByRole('button', { name: `Hold a slot on ${title}` }).click()
      const picked = page.getByRole('radio', { name: new RegExp(`Sound: ${title}`) })
      await expect.poll(() => picked.evaluate((el) => el === document.activeElement && (el as HTMLInputElement).checked), { timeout: 30_000 }).toBe(true)
      expect(await page.getByLabel('Video link').inputValue()).toBe(link)
      await page.getByRole('button', { name: 'Submit video link' }).click()
      await page.getByText(`Your video is submitted for “${title}”.`).waitFor()
      await expect
        .poll(async () => (await api<{ approvals: Array<{ campaignId: string; videoUrl: string }> }>(baseURL, creator.token, `/approval/get-approvals-by-id?artist_id=${creator.id}&role=tiktoker`)).approvals.find((a) => a.campaignId === id)?.videoUrl, { timeout: 30_000 })
        .toBe(link.replace('://www.', '://'))
    }
  }, 240_000)

  it('builds a creator’s wallet for earning, and keeps funding first for a brand', async () => {
    const creator = await newAccount(baseURL, 'tiktoker')
    const page = await signedIn(creator.email)
    for (const width of WIDTHS) {
      await resizeTo(page, { width, height: 800 })
      await page.goto('/transactions')
      await page.getByText('Nothing earned yet. Each approved video is paid here, and you can withdraw it to your bank.').waitFor({ timeout: 30_000 })
      expect(await page.getByText('Fund your wallet to get started').count()).toBe(0)
      expect(await page.getByRole('button', { name: 'Fund wallet' }).isVisible()).toBe(false)
      const order = [await topOf(page, 'Available'), await topOf(page, 'Withdraw'), await topOf(page, 'What you earned'), await topOf(page, 'Add money to your wallet')]
      expect(order).toEqual([...order].sort((a, b) => a - b))
      await screenshot(page, `wallet-creator-${width}`)
      await page.getByText('Add money to your wallet').click()
      await page.getByRole('button', { name: 'Fund wallet' }).waitFor()
    }
    const brand = await newAccount(baseURL, 'brand')
    const brandPage = await signedIn(brand.email)
    await resizeTo(brandPage, { width: 360, height: 800 })
    await brandPage.goto('/transactions')
    await brandPage.getByText('No transactions yet. Fund your wallet to get started.').waitFor({ timeout: 30_000 })
    expect(await topOf(brandPage, 'Fund wallet')).toBeLessThan(await topOf(brandPage, 'Withdraw'))
  }, 180_000)

  it('gives a declined account the support address as an e-mail link, and no checklist', async () => {
    const email = `declined-${uniqueDigits()}@e2e.test`
    const res = await fetch(`${baseURL}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Declined Creator', email, password: 'Password123!', role: 'tiktoker' }),
    })
    expect(res.status).toBe(201)
    const { userData } = (await res.json()) as { userData: { id: string } }
    await api(baseURL, await tokenOf(baseURL, demoEmail('admin')), '/auth/update-account-approval-status', { uid: userData.id, status: 'rejected' })
    const page = await signedIn(email)
    for (const width of WIDTHS) {
      await resizeTo(page, { width, height: 800 })
      await page.goto('/Home')
      const banner = page.getByRole('status').filter({ hasText: 'Your account was not approved' })
      const contact = banner.getByRole('link', { name: 'support@soundportal.test' })
      await contact.waitFor({ timeout: 30_000 })
      expect(await contact.getAttribute('href')).toBe('mailto:support@soundportal.test')
      expect(await banner.textContent()).toContain('If you think this is a mistake, write to support@soundportal.test.')
      expect(await page.getByTestId('home-checklist').count()).toBe(0)
      await screenshot(page, `declined-home-${width}`)
    }
  }, 120_000)

  it('says "Can’t reach Sound Portal" while online but the server does not answer, and goes back once it does', async () => {
    const brand = await newAccount(baseURL, 'brand')
    const page = await signedIn(brand.email)
    const context = page.context()
    for (const width of WIDTHS) {
      await resizeTo(page, { width, height: 800 })
      await page.goto('/transactions')
      await page.getByTestId('balance-available').getByText(/₦/).waitFor({ timeout: 30_000 })
      // A gateway in front of a server that is down.
      await context.route('**/api/**', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }))
      try {
        await page.getByLabel('Amount (₦)', { exact: true }).first().fill('250')
        await page.getByRole('button', { name: 'Fund wallet' }).click()
        const chip = page.getByTestId('server-unreachable')
        await chip.getByRole('link', { name: 'Can’t reach Sound Portal — 1 change will go when it answers' }).waitFor({ timeout: 30_000 })
        expect(await page.getByRole('status').filter({ hasText: /^Online$/ }).count()).toBe(0)
        expect(await chip.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true)
        await screenshot(page, `server-unreachable-${width}`)
      } finally {
        await context.unroute('**/api/**')
      }
      // The health probe finds the server back: the change goes and the chip says "Online" again.
      await page.getByTestId('server-unreachable').waitFor({ state: 'detached', timeout: 30_000 })
      await page.getByRole('status').filter({ hasText: /^Online$/ }).waitFor()
      await expect.poll(() => page.getByRole('link', { name: /change(s)? waiting/ }).count(), { timeout: 30_000 }).toBe(0)
    }
  }, 180_000)

  it('keeps the brand’s five fields across the detour to add money and Back', async () => {
    const brand = await newAccount(baseURL, 'brand')
    const page = await signedIn(brand.email)
    for (const width of WIDTHS) {
      await resizeTo(page, { width, height: 800 })
      await page.goto('/brandformscript')
      await page.getByTestId('budget-available').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 })
      const fields: Array<[string | RegExp, string]> = [
        ['Title', `Detour ${width}`],
        ['Brief', 'Film our script in your kitchen'],
        ['Script', 'Hi! This is how I make breakfast.'],
        ['Slots', '3'],
        [/^Pay per video/, '1500'],
      ]
      for (const [label, value] of fields) await page.getByLabel(label).fill(value)
      await page.getByRole('link', { name: 'Go to Transactions' }).click()
      await page.getByRole('heading', { name: 'Transaction', level: 1 }).waitFor()
      await page.goBack()
      await page.getByText('Your request as you left it is filled in below.').waitFor({ timeout: 30_000 })
      for (const [label, value] of fields) expect(await page.getByLabel(label).inputValue()).toBe(value)
      await screenshot(page, `brand-draft-${width}`)
    }
  }, 120_000)

  it('shows whole amounts in My Songs and the creator’s share and the fee when approving', async () => {
    const title = `Whole Amounts ${uniqueDigits()}`
    const sound = await soundPaying(title, 200_000, 2)
    const creator = await newAccount(baseURL, 'tiktoker')
    await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: sound.id, id: randomUUID() })
    await api(baseURL, creator.token, '/approval/use-sound', { soundid: sound.id, video_url: tiktok() })
    const page = await signedIn(sound.artist)
    for (const width of WIDTHS) {
      await resizeTo(page, { width, height: 800 })
      await page.goto('/manage/artistmusic')
      const card = page.getByTestId('my-sound').filter({ hasText: title })
      await card.getByTestId('pay-per-use').getByText('₦2,000.00', { exact: true }).waitFor({ timeout: 30_000 })
      await card.getByTestId('budget-escrowed').getByText('₦4,000.00', { exact: true }).waitFor()
      // Every figure shows whole: nothing wider than its box (no "₦2,000…").
      const cut = await card.locator('dd').evaluateAll((dds) => dds.filter((d) => d.scrollWidth > d.clientWidth).map((d) => d.textContent))
      expect(cut).toEqual([])
      await screenshot(page, `my-songs-amounts-${width}`)

      await page.goto('/manage/verifications')
      const row = page.getByTestId('approval-row').filter({ hasText: title })
      await row.getByRole('button', { name: /^Approve/ }).click({ timeout: 30_000 })
      const dialog = page.getByRole('alertdialog')
      await dialog.getByText(`₦2,000.00 from the escrow of “${title}” goes to E2E Creator: E2E Creator receives ₦1,800.00 and the platform fee is ₦200.00 (10%). This cannot be undone.`).waitFor()
      await screenshot(page, `approve-dialog-${width}`)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
    }
  }, 180_000)
})
