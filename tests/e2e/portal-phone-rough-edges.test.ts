import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { screenshot, type BrowserSession } from './browser'
import { api, apiSession, demoEmail, expectAccessible, newAccount, openSignedIn, soundViaApi, uniqueDigits } from './portal'

// The rough edges a creator meets on a phone (360 and 390 px), in the words the user sees: a
// refused field shown below the top bar with its message, the verification card opened in place
// with the saved link, and a blocked action that says why instead of failing later.

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

/** Where the field, its message and the bars are on screen, in CSS pixels from the top. */
const layout = (page: Page, fieldId: string) =>
  page.evaluate((id) => {
    const field = document.getElementById(id)!
    const message = document.getElementById(`${id}-error`)
    const tabBar = document.querySelector('nav[aria-label="Tabs"]')?.getBoundingClientRect().top ?? innerHeight
    return {
      focused: document.activeElement === field,
      fieldTop: field.getBoundingClientRect().top,
      messageBottom: message?.getBoundingClientRect().bottom ?? null,
      message: message?.textContent ?? null,
      barBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      tabBarTop: Math.min(tabBar, innerHeight),
    }
  }, fieldId)

describe('a creator’s phone: rough edges', () => {
  it('shows a refused video link below the top bar, focused, with its message in words', async () => {
    const artist = await newAccount(baseURL, 'artist')
    await api(baseURL, artist.token, '/auth/fund-user-wallet', { amount: 100_000 })
    const title = `Rough edges ${uniqueDigits()}`
    const sound = await soundViaApi<{ id: string }>(baseURL, artist.token, { title, pay_per_use: 30_000, slots: 2 })
    const creator = await newAccount(baseURL, 'tiktoker')
    await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: sound.id })
    const page = await signedIn(creator.email)
    await page.goto('/Manage/soundslist')
    await page.getByRole('searchbox', { name: /by title or category/ }).fill(title)
    const card = page.getByRole('region', { name: title })
    const field = card.getByLabel('Video link')
    await field.waitFor({ timeout: 30_000 })
    const fieldId = (await field.getAttribute('id'))!
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      for (const how of ['tap', 'enter'] as const) {
        await field.fill('https://example.com/not-a-video')
        // The field sits under the sticky top bar, as after scrolling down past it.
        await field.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 20))
        if (how === 'tap') await card.getByRole('button', { name: 'Submit video link' }).click()
        else await field.press('Enter')
        // The message may still be there from the last round: wait for the whole outcome at once.
        const seen = async () => {
          const at = await layout(page, fieldId)
          return { focused: at.focused, belowBar: at.fieldTop >= at.barBottom, messageAboveTabs: (at.messageBottom ?? Infinity) <= at.tabBarTop, message: at.message }
        }
        await expect
          .poll(seen, { message: how })
          .toEqual({ focused: true, belowBar: true, messageAboveTabs: true, message: expect.stringMatching(/^Video link must be an https link to a video on TikTok/) })
      }
      await screenshot(page, `refused-field-${width}`)
    }
  }, 180_000)

  it('opens Profile at the verification card with the saved TikTok link filled in', async () => {
    const creator = await newAccount(baseURL, 'tiktoker', { verified: false, fullName: 'Saved Link' })
    const tiktok = `https://www.tiktok.com/@saved${uniqueDigits().slice(-8)}`
    await api(baseURL, creator.token, '/auth/update-profile', { fullName: 'Saved Link', socialLinks: { tiktok } })
    const page = await signedIn(creator.email)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/Home')
      await page.getByTestId('home-checklist').getByRole('link', { name: 'Ask for verification' }).click()
      const card = page.getByRole('region', { name: 'Follower verification' })
      await card.waitFor({ timeout: 30_000 })
      await expect.poll(() => card.getByLabel('Profile link').inputValue()).toBe(tiktok)
      const at = await card.evaluate((el) => ({ top: el.getBoundingClientRect().top, bar: document.querySelector('header')!.getBoundingClientRect().bottom, height: innerHeight }))
      expect(at.top).toBeGreaterThanOrEqual(at.bar)
      expect(at.top).toBeLessThan(at.height / 2)
      await screenshot(page, `verification-card-${width}`)
    }
  }, 120_000)

  it('keeps "Apply to become a brand" off for an account awaiting approval, and says why', async () => {
    const email = `pending-${uniqueDigits()}@e2e.test`
    const res = await fetch(`${baseURL}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Pending Creator', email, password: 'Password123!', role: 'tiktoker' }),
    })
    expect(res.status).toBe(201)
    const page = await signedIn(email)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/account')
      const apply = page.getByRole('button', { name: 'Apply to become a brand' })
      await apply.waitFor({ timeout: 30_000 })
      expect(await apply.isDisabled()).toBe(true)
      await page.getByText('Your creator account is awaiting approval by an admin; you can apply to become a brand once it is approved.').waitFor()
    }
  }, 120_000)

  it('search: no route paths under the user’s pages, and an empty or fruitless search passes axe', async () => {
    const page = await signedIn(demoEmail('creator'))
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/Home')
    await page.getByRole('button', { name: /^Search/ }).click()
    const box = page.getByRole('combobox', { name: 'Search' })
    await page.getByText('Type to search. Press Escape to close.').waitFor()
    await expectAccessible(page, 'Search, nothing typed')
    await box.fill('zzqx-nothing-matches')
    await page.getByText('No results for “zzqx-nothing-matches”.').waitFor({ timeout: 30_000 })
    await expectAccessible(page, 'Search with no results')
    await box.fill('sounds')
    const mine = page.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'Your pages' })
    await mine.getByRole('option').first().waitFor({ timeout: 30_000 })
    expect((await mine.getByRole('option').allTextContents()).join(' ')).not.toMatch(/\//)
    await expectAccessible(page, 'Search with results')
  }, 120_000)
})
