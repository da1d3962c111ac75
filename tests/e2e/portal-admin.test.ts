import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { openBrowser, waitForController, type BrowserSession } from './browser'
import { api, demoEmail, DESKTOP, expectAccessible, PHONE, resizeTo, screenshotBoth, signInAs, tokenOf } from './portal'

// The admin screens against the real server. Everything they change is made here (fresh accounts,
// a new verification request, a new category), so nothing depends on what other tests did.

const baseURL = inject('baseURL')
const PASSWORD = 'Password123!'
const sessions: BrowserSession[] = []
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close()
})

async function browser(): Promise<BrowserSession> {
  const s = await openBrowser(baseURL)
  sessions.push(s)
  return s
}

const started = Date.now()
/** Progress in the log, so a slow run shows where the time went. */
const step = (what: string) => console.log(`[admin e2e +${((Date.now() - started) / 1000).toFixed(1)}s] ${what}`)

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/**
 * Both widths, from the top of the page (the sticky navbar would sit mid-page otherwise); at both,
 * wide tables scroll inside their cards and the page itself never scrolls sideways.
 */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshotBoth(page, name)
  const before = page.viewportSize()
  for (const size of [PHONE, DESKTOP]) {
    await resizeTo(page, size)
    // One pixel of slack: the shell's navbar account button ends at 390.7 px on a phone while the
    // sync status is wide ("Syncing…"), which is not this screen's doing. Charts follow the width
    // on their next resize observation, so the page is given until it settles.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${size.width} px`, timeout: 10_000 })
      .toBeLessThanOrEqual(size.width + 1)
  }
  if (before) await page.setViewportSize(before)
}

async function register(prefix: string): Promise<{ email: string; id: string; token: string }> {
  const email = `${prefix}-${unique()}@example.test`
  const res = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: `Admin Test ${prefix}`, email, password: PASSWORD, role: 'tiktoker' }),
  })
  const text = await res.text()
  expect(res.status, text).toBe(201)
  const body = JSON.parse(text) as { accessToken: string; userData: { id: string } }
  return { email, id: body.userData.id, token: body.accessToken }
}

/** Polls until `check` holds (the outbox sends in the background). */
async function eventually(check: () => Promise<boolean>, what: string, timeout = 60_000): Promise<void> {
  step(`waiting for ${what}`)
  await expect.poll(check, { message: `waiting for ${what}`, timeout, interval: 500 }).toBe(true)
}

async function signInAdmin(page: Page): Promise<string> {
  await page.goto('/Home')
  await waitForController(page)
  await signInAs(page, demoEmail('admin'))
  return tokenOf(baseURL, demoEmail('admin'))
}

/**
 * The axe check of a screen, once passing toasts ("Signed in as…", "…: sent.", shown for 4 s) have
 * gone: axe measures their contrast while they fade or sit stacked, which says nothing of the screen.
 */
async function checkAccessible(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, undefined, { timeout: 20_000, polling: 250 })
  await expectAccessible(page, screen)
}

interface User {
  role: string
  approvalStatus: string
}
const userOf = async (adminToken: string, id: string) => (await api<{ user: User }>(baseURL, adminToken, `/auth/get-user-by-id?userid=${id}`)).user

describe('admin screens', () => {
  it('approves a new account (offline, sent on reconnect), makes it an artist, and the user then sees the artist menu', async () => {
    const fresh = await register('admin-new')
    // The new user is signed in on their own device first, as a creator.
    const mine = await browser()
    await mine.page.goto('/Home')
    await waitForController(mine.page)
    await signInAs(mine.page, fresh.email, PASSWORD)
    await mine.page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    expect(await mine.page.getByRole('link', { name: 'Add Song' }).count()).toBe(0)

    step('admin browser')
    const { page, context } = await browser()
    const adminToken = await signInAdmin(page)
    await page.getByTestId('admin-home').waitFor({ timeout: 60_000 })
    await screenshots(page, 'admin-home')
    await checkAccessible(page, 'admin home')

    step('users screen')
    await page.goto('/Manage/User/Admin')
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor()
    await page.getByLabel('Search').fill(fresh.email)
    const row = page.getByTestId(`user-${fresh.email}`)
    await row.waitFor({ timeout: 60_000 })
    await expect.poll(() => row.getByText('pending', { exact: true }).filter({ visible: true }).count()).toBe(1)

    step('offline approve')
    // Approve while offline: shown at once as waiting, sent when the connection returns.
    await context.setOffline(true)
    await row.getByRole('button', { name: `Approve ${fresh.email}` }).click()
    await row.getByText('Waiting to be sent').waitFor()
    await expect.poll(() => row.getByText('approved', { exact: true }).filter({ visible: true }).count()).toBe(1)
    expect((await userOf(adminToken, fresh.id)).approvalStatus).toBe('pending')
    await context.setOffline(false)
    await eventually(async () => (await userOf(adminToken, fresh.id)).approvalStatus === 'approved', 'the approval to reach the server')
    await row.getByText('Waiting to be sent').waitFor({ state: 'detached', timeout: 30_000 })

    step('manage dialog')
    await row.getByRole('button', { name: `Manage ${fresh.email}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('New role').selectOption('artist')
    await dialog.getByRole('button', { name: 'Change role' }).click()
    await eventually(async () => (await userOf(adminToken, fresh.id)).role === 'artist', 'the role change to reach the server')
    await screenshots(page, 'admin-users-dialog')
    await checkAccessible(page, 'users dialog')
    await page.keyboard.press('Escape')
    await row.getByText('Artist', { exact: true }).filter({ visible: true }).waitFor()
    await page.getByLabel('Search').fill('')
    await screenshots(page, 'admin-users')
    await checkAccessible(page, 'users')

    step('user reload')
    // The user's next sync (a reload) brings the new role to their menu.
    await mine.page.reload()
    await mine.page.getByRole('link', { name: 'Add Song' }).first().waitFor({ timeout: 60_000 })
  }, 180_000)

  it('decides a brand application and lists the admins', async () => {
    const creator = await register('admin-brand')
    // Only an approved account may apply to become a brand (README "Security and fair play").
    await api(baseURL, await tokenOf(baseURL, demoEmail('admin')), '/auth/update-account-approval-status', { uid: creator.id, status: 'approved' })
    await api(baseURL, creator.token, '/auth/apply-brand', {})
    const { page } = await browser()
    const adminToken = await signInAdmin(page)
    await page.goto('/Manage/User/Admin')
    await page.getByRole('tab', { name: /Brand applications/ }).click()
    const approve = page.getByRole('button', { name: `Approve brand application of ${creator.email}` })
    await approve.waitFor({ timeout: 60_000 })
    await approve.click()
    await eventually(async () => (await userOf(adminToken, creator.id)).role === 'brand', 'the brand application to be approved on the server')

    await page.getByRole('tab', { name: 'Admins' }).click()
    await page.getByRole('list', { name: 'Admins' }).getByText(demoEmail('admin')).waitFor({ timeout: 60_000 })
    await page.getByRole('heading', { name: 'New admin' }).waitFor()
    await screenshots(page, 'admin-users-admins')
    await checkAccessible(page, 'users admins')
  }, 180_000)

  it('confirms a follower verification on Verification (Tiktokers)', async () => {
    const creator = await register('admin-verify')
    const handle = `e2e${unique().replace(/-/g, '')}`
    const asked = await api<{ verification: { id: string } }>(baseURL, creator.token, '/followers-scraper', { profileUrl: `https://www.tiktok.com/@${handle}` })
    const { page } = await browser()
    const adminToken = await signInAdmin(page)
    await page.goto('/Manage/adminverificationsusers')
    await page.getByRole('heading', { name: 'Verification (Tiktokers)', level: 1 }).waitFor()
    const item = page.getByTestId(`verification-${creator.email}`)
    await item.waitFor({ timeout: 60_000 })
    await screenshots(page, 'admin-verification')
    await checkAccessible(page, 'verification')
    await item.getByLabel('Followers', { exact: true }).fill('12,345')
    await item.getByRole('button', { name: `Confirm followers of ${creator.email}` }).click()
    await eventually(async () => {
      const list = await api<{ verifications: Array<{ id: string; status: string; followers: number | null }> }>(baseURL, adminToken, '/auth/get-follower-verifications?status=verified')
      return list.verifications.some((v) => v.id === asked.verification.id && v.followers === 12_345)
    }, 'the verification to be confirmed on the server')
    // Decided: it leaves the "waiting" list, and shows under Verified.
    await item.waitFor({ state: 'detached', timeout: 30_000 })
    await page.getByLabel('Show').selectOption('verified')
    await page.getByTestId(`verification-${creator.email}`).getByText('Followers: 12,345').waitFor()
    const me = await api<{ userData: { followerVerification: string; followers: number } }>(baseURL, creator.token, '/auth/me')
    expect(me.userData).toMatchObject({ followerVerification: 'verified', followers: 12_345 })
  }, 180_000)

  it('creates a category on Sound List, and shows Sounds List Admin and Statics, again offline', async () => {
    const { page, context } = await browser()
    const adminToken = await signInAdmin(page)
    await page.goto('/admin/soundlist')
    await page.getByRole('heading', { name: 'Sound List', level: 1 }).waitFor()
    await page.getByRole('table', { name: 'Sounds' }).waitFor({ timeout: 60_000 })
    const name = `E2E category ${unique()}`
    await page.getByLabel('New category').fill(name)
    await page.getByRole('button', { name: 'Add category' }).click()
    await page.getByRole('list', { name: 'Categories' }).getByText(name).waitFor()
    await eventually(async () => {
      const list = await api<{ categories: Array<{ name: string }> }>(baseURL, adminToken, '/category/get-all')
      return list.categories.some((c) => c.name === name)
    }, 'the category to reach the server')
    await screenshots(page, 'admin-soundlist')
    await checkAccessible(page, 'sound list')

    await page.goto('/Manage/soundslistadmin')
    await page.getByRole('heading', { name: 'Sounds List Admin', level: 1 }).waitFor()
    await page.getByRole('table', { name: 'Sounds with slot locking' }).waitFor({ timeout: 60_000 })
    const first = await api<{ total: number }>(baseURL, adminToken, '/artist/get-all-sounds-with-locking?page=1')
    await page.getByText(`${first.total} sounds · page 1`).waitFor()
    await screenshots(page, 'admin-soundslistadmin')
    await checkAccessible(page, 'sounds list admin')

    await page.goto('/admin/stats')
    await page.getByRole('heading', { name: 'Statics', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Activity per day' }).waitFor({ timeout: 60_000 })
    await page.locator('.recharts-surface').first().waitFor()
    await screenshots(page, 'admin-stats')
    await checkAccessible(page, 'stats')
    // Dark theme (chosen on this device), with the same contrast check.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.reload()
    await page.getByRole('heading', { name: 'Activity per day' }).waitFor({ timeout: 60_000 })
    await screenshots(page, 'admin-stats-dark')
    await checkAccessible(page, 'stats (dark)')

    // Offline, both open with what was last fetched on this device.
    step('offline reloads')
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { name: 'Activity per day' }).waitFor({ timeout: 60_000 })
    await page.getByText('You are offline: showing what was last fetched on this device.').waitFor()
    await page.goto('/Manage/soundslistadmin')
    await page.getByText(`${first.total} sounds · page 1`).waitFor({ timeout: 60_000 })
    await context.setOffline(false)
  }, 180_000)
})
