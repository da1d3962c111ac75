import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import type { BrowserSession } from './browser'
import { api, apiSession, expectAccessible, newAccount, openSignedIn, soundViaApi } from './portal'

// Money in plain words on a phone: each transaction says what happened with the other party's
// name, no id or internal reference is visible, amounts fit at 320–390 px, and the list pages
// past the latest 100 on request.

const baseURL = inject('baseURL')
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i
const REFERENCE = /\b(sound|request|use):/
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`

/** Every amount on the list is shown whole: not cut by its box, and inside the viewport. */
async function amountsFit(page: Page, width: number): Promise<number> {
  const spans = page.getByTestId('tx-card').locator('span.tabular-nums.font-medium')
  const boxes = await spans.evaluateAll((els) => els.map((e) => ({ text: e.textContent, scroll: e.scrollWidth, client: e.clientWidth, right: e.getBoundingClientRect().right })))
  for (const b of boxes) {
    expect(b.scroll, b.text ?? '').toBeLessThanOrEqual(b.client)
    expect(b.right, b.text ?? '').toBeLessThanOrEqual(width)
  }
  return boxes.length
}

describe('transactions in plain words', () => {
  it('tells the creator and the artist what each movement was, with names, no ids, amounts whole', async () => {
    const artist = await newAccount(baseURL, 'artist', { fullName: 'DJ Ade' })
    const creator = await newAccount(baseURL, 'tiktoker', { fullName: 'Nia Creator' })
    await api(baseURL, artist.token, '/auth/fund-user-wallet', { amount: 99_999_900 })
    const title = `Lagos Nights ${unique()}`
    const sound = await soundViaApi<{ id: string }>(baseURL, artist.token, { title, pay_per_use: 33_333_300, slots: 2 })
    await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: sound.id })
    const video = `https://www.tiktok.com/@nia.creator/video/7${unique().padEnd(18, '0').slice(0, 18)}`
    const { approval } = await api<{ approval: { id: string } }>(baseURL, creator.token, '/approval/use-sound', { soundid: sound.id, video_url: video })
    await api(baseURL, artist.token, '/approval/by-artist', { approval_id: approval.id, status: 'approved' })

    s = await openSignedIn(baseURL, await apiSession(baseURL, creator.email))
    const { page } = s
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/transactions')
      const paid = page.getByTestId('tx-card').filter({ hasText: `Paid for your video on '${title}' by DJ Ade` })
      await paid.waitFor({ timeout: 30_000 })
      const text = await page.locator('main').innerText()
      expect(text).not.toMatch(UUID)
      expect(text).not.toMatch(REFERENCE)
      expect(await amountsFit(page, width)).toBeGreaterThan(0)
    }
    // The reference is one tap away, in the row's details.
    const paid = page.getByTestId('tx-card').first()
    await paid.getByText('Details').click()
    await paid.getByText(`sound:${sound.id}`).waitFor()
    await expectAccessible(page, 'creator transactions on a phone')
    await s.close()

    s = await openSignedIn(baseURL, await apiSession(baseURL, artist.email))
    await s.page.setViewportSize({ width: 360, height: 800 })
    await s.page.goto('/transactions')
    const cards = s.page.getByTestId('tx-card')
    await cards.filter({ hasText: `Paid Nia Creator for a video on '${title}'` }).waitFor({ timeout: 30_000 })
    await cards.filter({ hasText: `Held for '${title}', 2 slots` }).waitFor()
    await cards.filter({ hasText: 'Money added to your wallet' }).waitFor()
    expect(await s.page.locator('main').innerText()).not.toMatch(UUID)
    expect(await amountsFit(s.page, 360)).toBe(3)
  }, 180_000)

  it('loads older transactions past the latest 100', async () => {
    const brand = await newAccount(baseURL, 'brand')
    for (let i = 1; i <= 103; i++) await api(baseURL, brand.token, '/auth/fund-user-wallet', { amount: i * 100 })
    s = await openSignedIn(baseURL, await apiSession(baseURL, brand.email))
    const { page } = s
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/transactions')
    await expect.poll(() => page.getByTestId('tx-count').textContent(), { timeout: 30_000 }).toBe('100 transactions')
    const pages = page.getByRole('navigation', { name: 'Transaction pages' })
    await pages.getByRole('button', { name: 'Page 5' }).click()
    await page.getByRole('button', { name: 'Load older' }).click()
    await expect.poll(() => page.getByTestId('tx-count').textContent()).toBe('103 transactions')
    // The oldest three are the first fundings: ₦1.00, ₦2.00, ₦3.00.
    await pages.getByRole('button', { name: 'Page 6' }).click()
    const amounts = await page.getByTestId('tx-card').locator('span.tabular-nums.font-medium').allTextContents()
    expect(amounts).toEqual(['+₦3.00', '+₦2.00', '+₦1.00'])
    expect(await page.getByRole('button', { name: 'Load older' }).count()).toBe(0)
  }, 180_000)
})
