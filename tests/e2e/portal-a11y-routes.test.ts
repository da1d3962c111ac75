import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, type BrowserSession } from './browser'
import { apiSession, demoEmail, openSignedIn, resizeTo, seriousA11yViolations, type AxeViolation } from './portal'

// Every portal screen at 390 px, for each role that reaches it (the demo accounts), with no axe
// violation of serious or critical impact; on one screen per role the bell's popover and the
// search are opened and checked too. One browser per role, one page reused across its screens.

const baseURL = inject('baseURL')
const ROUTES = {
  admin: ['/Home', '/Manage/User/Admin', '/manage/verifications', '/Manage/adminverificationsusers', '/admin/soundlist', '/admin/stats', '/Manage/soundslistadmin', '/brandrequests', '/account', '/transactions', '/sync'],
  artist: ['/Home', '/Manage/addsong', '/manage/artistmusic', '/manage/verifications', '/Manage/soundslist', '/Manage/addcatcupsong', '/account', '/transactions', '/sync'],
  creator: ['/Home', '/Manage/soundslist', '/Manage/influencersoundslist', '/Manage/catcupsoundslist', '/brandrequests', '/share', '/account', '/transactions', '/sync'],
  brand: ['/Home', '/mybrandrequests', '/manage/verifications', '/brandform', '/brandformscript', '/account', '/transactions', '/sync'],
} as const

const sessions: BrowserSession[] = []
afterAll(async () => {
  for (const s of sessions.splice(0)) await s.close()
})

/** The screen drawn: its title, and nothing in the main area still saying it is loading. */
async function screenShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 })
  await page.waitForFunction(() => !/Loading/.test(document.querySelector('main')?.textContent ?? ''), undefined, { timeout: 30_000 })
}

const found = (where: string, violations: AxeViolation[]) => violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${v.targets.join('\n    ')}`)

describe('accessibility of every portal screen on a phone', () => {
  for (const [role, routes] of Object.entries(ROUTES)) {
    it(`${role}: every screen, the bell's popover and the search, with no serious or critical axe violation`, async () => {
      const b = await openSignedIn(baseURL, await apiSession(baseURL, demoEmail(role as keyof typeof ROUTES)))
      sessions.push(b)
      const { page } = b
      await resizeTo(page, { width: 390, height: 844 })
      const problems: string[] = []
      for (const route of routes) {
        await page.goto(route)
        await screenShown(page)
        problems.push(...found(route, await seriousA11yViolations(page)))
      }
      await page.goto('/Home')
      await screenShown(page)
      await page.getByRole('button', { name: /^Notifications/ }).click()
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor()
      problems.push(...found('/Home, the bell open', await seriousA11yViolations(page)))
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: /^Search/ }).click()
      const box = page.getByRole('combobox', { name: 'Search' })
      await box.waitFor()
      problems.push(...found('/Home, the search open', await seriousA11yViolations(page)))
      await box.fill('home')
      await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor({ timeout: 30_000 })
      problems.push(...found('/Home, the search with results', await seriousA11yViolations(page)))
      expect(problems, problems.join('\n')).toEqual([])
    }, 120_000)
  }

  it('a visitor: / with its banner above the demo dashboard, and the sign-in page', async () => {
    const b = await openBrowser(baseURL, { width: 390, height: 844 })
    sessions.push(b)
    const { page } = b
    const problems: string[] = []
    await page.goto('/')
    await page.getByRole('heading', { name: 'eCommerce dashboard', level: 1 }).waitFor()
    await page.getByRole('complementary', { name: 'About Sound Portal' }).waitFor()
    problems.push(...found('/ (visitor)', await seriousA11yViolations(page)))
    await page.goto('/login')
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor()
    problems.push(...found('/login', await seriousA11yViolations(page)))
    expect(problems, problems.join('\n')).toEqual([])
  }, 60_000)
})
