import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import type { BrowserSession } from './browser'
import { apiSession, demoEmail, expectAccessible, newAccount, openSignedIn, type DemoRole } from './portal'

// Each role on a phone (360 and 390 px wide): the bottom tab bar's links are on screen without
// opening anything, the side menu still lists exactly what specification §6 gives the role, the
// navbar carries the portal (one "Demo" entry, no demo bookmarks), and Home's balance opens the wallet.

const baseURL = inject('baseURL')
const WIDTHS = [360, 390]
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

const TABS: Record<DemoRole, string[]> = {
  creator: ['Home', 'Sounds', 'Brand Requests', 'Wallet', 'Profile'],
  artist: ['Home', 'My Songs', 'Add Song', 'Verifications', 'Wallet'],
  brand: ['Home', 'My Adverts', 'New request', 'Verifications', 'Wallet'],
  admin: ['Home', 'Users', 'Verifications', 'Sound List', 'Statics'],
}

// Specification §6, in its order (the demo creator is an influencer).
const MENU: Record<DemoRole, string[]> = {
  creator: ['Home', 'Profile', 'Sounds List', 'Influencers Sounds', 'CapCut Sounds List'],
  artist: ['Home', 'Add Song', 'My Songs', 'Verifications', 'Sounds List', 'Add CapCut Sound'],
  brand: ['Home', 'Profile', 'My Adverts', 'Verifications', 'Duet Ad Video', 'Make Ad Video'],
  admin: ['Home', 'Verifications', 'Users', 'Verification (Tiktokers)', 'Sound List', 'Statics', 'Sounds List Admin'],
}

/** The side menu's entries, read with it open as a phone user opens it, then closed again. */
async function menuTitles(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click()
  const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')
  await links.first().waitFor()
  const titles = (await links.allTextContents()).map((t) => t.trim())
  // The drawer slides in; a tap aimed at its close button mid-slide lands beside it.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))))
  await page.getByRole('button', { name: 'Close menu' }).click()
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'hidden' })
  return titles
}

/** Every tab is inside the viewport, visible and not covered by anything else. */
async function tabsOnScreen(page: Page, width: number): Promise<string[]> {
  const tabs = page.getByRole('navigation', { name: 'Tabs' }).getByRole('link')
  await tabs.first().waitFor()
  const titles: string[] = []
  for (const tab of await tabs.all()) {
    expect(await tab.isVisible()).toBe(true)
    const box = (await tab.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5)
    expect(box.y + box.height).toBeLessThanOrEqual(800 + 0.5)
    const covered = await tab.evaluate((a) => {
      const r = a.getBoundingClientRect()
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return !hit || !a.contains(hit)
    })
    expect(covered).toBe(false)
    titles.push((await tab.textContent())?.trim() ?? '')
  }
  return titles
}

describe('the portal on a phone', () => {
  for (const role of ['creator', 'artist', 'brand', 'admin'] as const) {
    it(`gives the ${role} a tab bar at 360 and 390 px, keeping the side menu exact`, async () => {
      s = await openSignedIn(baseURL, await apiSession(baseURL, demoEmail(role)))
      const { page } = s
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto('/Home')
        await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
        expect(await tabsOnScreen(page, width)).toEqual(TABS[role])
        expect(await menuTitles(page)).toEqual(MENU[role])
        // The navbar is the portal's: one way into the demo, none of the demo's bookmarked apps.
        await page.getByRole('link', { name: 'Demo', exact: true }).waitFor()
        expect(await page.getByRole('navigation', { name: 'Bookmarks' }).count()).toBe(0)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      }
      await expectAccessible(page, `${role} Home on a phone`)
      // The last tab goes where it says (at the narrowest width, where long values must wrap).
      await page.setViewportSize({ width: 360, height: 800 })
      const last = TABS[role].at(-1)!
      await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: last, exact: true }).click()
      await expect.poll(() => page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: last, exact: true }).getAttribute('aria-current')).toBe('page')
      if (role !== 'admin') {
        await page.getByRole('heading', { name: role === 'creator' ? 'Profile' : 'Transaction', level: 1 }).waitFor()
        // The creator's e-mail in "Your details" once pushed the Profile page 11 px wide.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
        // Home's balance opens the wallet.
        await page.goto('/Home')
        await page.getByTestId('home-balance').click()
        await page.getByRole('heading', { name: 'Transaction', level: 1 }).waitFor()
      }
    }, 180_000)
  }

  it('labels the waiting chip and opens the sync screen from it', async () => {
    const brand = await newAccount(baseURL, 'brand')
    s = await openSignedIn(baseURL, await apiSession(baseURL, brand.email))
    const { page, context } = s
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/transactions')
    await page.getByTestId('balance-available').getByText('₦0.00').waitFor()
    await context.setOffline(true)
    try {
      await page.getByRole('status').filter({ hasText: /^Offline$/ }).waitFor()
      await page.getByLabel('Amount (₦)', { exact: true }).first().fill('250')
      await page.getByRole('button', { name: 'Fund wallet' }).click()
      const chip = page.getByRole('link', { name: '1 change waiting' })
      await chip.waitFor()
      // What a sighted user reads (the words only screen readers get are in a 1 px box).
      const seen = await chip.evaluate((a) => {
        const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT)
        let text = ''
        for (let n = walker.nextNode(); n; n = walker.nextNode()) if ((n.parentElement?.getBoundingClientRect().width ?? 0) > 1) text += n.textContent
        return text.replace(/\s+/g, ' ').trim()
      })
      expect(seen).toBe('1 waiting')
      // The chips take a row of their own under the bar: nothing scrolls sideways, and the account
      // button and the bell stay on the screen, the chips below them.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      const account = await page.getByRole('button', { name: /^Account menu for/ }).boundingBox()
      const bell = await page.getByRole('button', { name: /^Notifications/ }).boundingBox()
      const offline = await page.getByRole('status').filter({ hasText: /^Offline$/ }).boundingBox()
      for (const box of [account, bell]) expect(box!.x + box!.width).toBeLessThanOrEqual(360)
      for (const box of [await chip.boundingBox(), offline]) expect(box!.y).toBeGreaterThanOrEqual(account!.y + account!.height)
      await chip.click()
      await page.getByRole('heading', { name: 'Sync', level: 1 }).waitFor()
    } finally {
      await context.setOffline(false)
    }
  }, 180_000)
})
