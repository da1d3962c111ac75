import type { Page, Route } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { openBrowser, screenshot, type BrowserSession } from './browser'
import { DEMO_PASSWORD } from '../../seed/portal/demo-accounts'
import { apiSession, demoEmail } from './portal'

// A signed-out first visit on a phone (360 and 390 px), in the words the visitor sees: the
// document itself says what Sound Portal is and how to sign in, and carries a sign-in form that
// works before the app's script has come; the script then takes over without moving anything.

const baseURL = inject('baseURL')
const sessions: BrowserSession[] = []
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close()
})

/**
 * A fresh phone whose app script is held back (as on a slow link, where it comes seconds after
 * the document) until `release`. `noWorker` also refuses the worker script, so the demo's worker
 * never installs.
 */
async function firstVisit(width: number, { noWorker = false } = {}): Promise<{ page: Page; release: () => void }> {
  const b = await openBrowser(baseURL, { width, height: 800 })
  sessions.push(b)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await b.context.route(/\/assets\/[^/]+\.js$/, async (route: Route) => {
    await released
    await route.continue().catch(() => undefined)
  })
  if (noWorker) await b.context.route(/\/sw\.js$/, (route) => route.abort())
  return { page: b.page, release }
}

const appStarted = (page: Page) => page.waitForFunction(() => document.getElementById('first-screen') === null && document.querySelector('#root [name="email"]') !== null)
const boxOf = (page: Page, label: string) => page.getByLabel(label, { exact: true }).boundingBox()

describe('a first visit before the app’s script', () => {
  for (const width of [360, 390]) {
    it(`at ${width} px, / says what Sound Portal is with a Sign in link at once, and the demo's figures come without the worker`, async () => {
      const { page, release } = await firstVisit(width, { noWorker: true })
      await page.goto('/', { waitUntil: 'commit' })
      const banner = page.getByRole('complementary', { name: 'About Sound Portal' })
      await banner.getByText('Artists promote their sounds with short-video creators, and creators are paid for each approved use.', { exact: false }).waitFor()
      await expect(banner.getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe('/login')
      // Nothing of the app's script has run yet.
      expect(await page.evaluate(() => document.getElementById('root')?.textContent?.trim())).toBe('Loading…')
      await screenshot(page, `first-visit-banner-before-script-${width}`)
      const before = await banner.boundingBox()
      release()
      await page.getByRole('heading', { name: 'eCommerce dashboard', level: 1 }).waitFor()
      // The worker never installed, yet the cards show their figures.
      await page.getByRole('region', { name: 'Orders' }).getByText('2,76k').waitFor()
      await page.getByRole('region', { name: 'Goal overview' }).getByText('786,617').waitFor()
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
      // The same banner, where it was, once the app has started.
      expect(await banner.boundingBox()).toEqual(before)
      await screenshot(page, `first-visit-banner-with-dashboard-${width}`)
      await banner.getByRole('link', { name: 'Sign in' }).click()
      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor()
      expect(await banner.isVisible()).toBe(false)
    })
  }

  it('at 360 px, the sign-in form is there before the script, and what was typed stays put when the app takes over', async () => {
    const { page, release } = await firstVisit(360)
    await page.goto('/login', { waitUntil: 'commit' })
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor()
    await page.getByLabel('E-mail', { exact: true }).fill(demoEmail('creator'))
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    expect(await page.evaluate(() => document.getElementById('first-screen') !== null)).toBe(true)
    await screenshot(page, 'first-visit-sign-in-before-script-360')
    const [email, password] = [await boxOf(page, 'E-mail'), await boxOf(page, 'Password')]
    release()
    await appStarted(page)
    await expect(page.getByLabel('E-mail', { exact: true }).inputValue()).resolves.toBe(demoEmail('creator'))
    await expect(page.getByLabel('Password', { exact: true }).inputValue()).resolves.toBe(DEMO_PASSWORD)
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('password')
    expect([await boxOf(page, 'E-mail'), await boxOf(page, 'Password')]).toEqual([email, password])
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
  })

  it('at 390 px, the form sent before the script signs in and lands on Home; a wrong password comes back saying so', async () => {
    const { page, release } = await firstVisit(390)
    await page.goto('/login', { waitUntil: 'commit' })
    await page.getByLabel('E-mail', { exact: true }).fill(demoEmail('artist'))
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    // The document comes back (its script still held): the load event waits for the script.
    await page.waitForURL('**/login?problem=incorrect', { waitUntil: 'commit' })
    await page.getByLabel('E-mail', { exact: true }).fill(demoEmail('artist'))
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/Home', { waitUntil: 'commit' })
    release()
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    const stored = await page.evaluate(() => ({ user: JSON.parse(localStorage.getItem('userData') ?? 'null') as { email?: string; accessToken?: string } | null, cookie: document.cookie }))
    expect(stored.user?.email).toBe(demoEmail('artist'))
    expect(stored.user?.accessToken).toMatch(/\S{20,}/)
    expect(stored.cookie).not.toContain('signedIn=')
    await screenshot(page, 'first-visit-signed-in-by-form-390')
  })

  it('at 360 px, someone already signed in on the phone opens / without the visitor banner', async () => {
    // No worker: / comes from the server, in the document that draws the banner.
    const { page, release } = await firstVisit(360, { noWorker: true })
    release()
    const session = await apiSession(baseURL, demoEmail('brand'))
    await page.goto('/login')
    await page.evaluate((u) => localStorage.setItem('userData', JSON.stringify(u)), { ...session.userData, accessToken: session.token })
    await page.goto('/')
    await page.getByRole('heading', { name: 'eCommerce dashboard', level: 1 }).waitFor()
    expect(await page.locator('#visitor-banner').count()).toBe(1)
    expect(await page.locator('#visitor-banner').isVisible()).toBe(false)
    expect(await page.getByRole('complementary', { name: 'About Sound Portal' }).count()).toBe(0)
  })

  it('at 390 px, a refused form says why once the app has started', async () => {
    const { page, release } = await firstVisit(390)
    release()
    await page.goto('/login?problem=incorrect')
    await page.getByRole('alert').getByText('Email or password is incorrect').waitFor()
  })
})
