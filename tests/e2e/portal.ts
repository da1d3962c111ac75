import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEMO_PASSWORD } from '../../seed/portal/demo-accounts'
import { wav } from '../../server/test/media'
import { openBrowser, screenshot, waitForController, type BrowserSession } from './browser'

// Shared steps of the portal screens' end-to-end tests: signing in as a demo account through the
// sign-in form, calling the API as a user from the test runner, screenshots at phone and desktop
// widths, and the accessibility check every portal screen passes.

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export type DemoRole = 'admin' | 'artist' | 'creator' | 'brand'
export const demoEmail = (role: DemoRole) => `${role}@soundportal.test`

/** Digits no other test run will have made: for unique titles, links and names. */
export const uniqueDigits = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`

/** Signs in through the sign-in screen, as a user would, and waits for the signed-in home. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login')
  // A first visit's document draws its own form before the app's (src/lib/first-screen): fill the app's.
  await page.waitForFunction(() => document.getElementById('first-screen') === null)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 })
}

export interface ApiSession {
  token: string
  id: string
  userData: Record<string, unknown>
}

/** A user's session from the API directly (the test runner is never offline). */
export async function apiSession(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const res = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  expect(res.status, `sign-in of ${email}`).toBe(200)
  const body = (await res.json()) as { accessToken: string; userData: { id: string } }
  return { token: body.accessToken, id: body.userData.id, userData: body.userData }
}

export const tokenOf = async (baseURL: string, email: string, password = DEMO_PASSWORD) => (await apiSession(baseURL, email, password)).token

/** The portal API as a given user; `body` makes it a POST. Fails the test on anything but 2xx. */
export async function api<T>(baseURL: string, token: string, pathname: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-access-token': token, render: 'backend', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  expect(res.ok, `${pathname}: ${res.status} ${text.slice(0, 300)}`).toBe(true)
  return JSON.parse(text) as T
}

export interface NewAccount {
  id: string
  email: string
  token: string
}

/**
 * A new account of a test's own (never a demo account), signed up and approved by the admin; a
 * creator is also follower-verified (on TikTok as `tiktokHandle`, or a made-up handle) unless
 * `verified` is false, and made an influencer on request.
 */
export async function newAccount(
  baseURL: string,
  role: 'artist' | 'tiktoker' | 'brand',
  o: { password?: string; fullName?: string; verified?: boolean; influencer?: boolean; tiktokHandle?: string } = {},
): Promise<NewAccount> {
  const email = `${role}-${randomUUID().slice(0, 8)}@e2e.test`
  const res = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: o.fullName ?? `E2E ${role === 'tiktoker' ? 'Creator' : role === 'artist' ? 'Artist' : 'Brand'}`, email, password: o.password ?? DEMO_PASSWORD, role }),
  })
  expect(res.status, `sign-up of ${email}`).toBe(201)
  const { accessToken: token, userData } = (await res.json()) as { accessToken: string; userData: { id: string } }
  const admin = await tokenOf(baseURL, demoEmail('admin'))
  await api(baseURL, admin, '/auth/update-account-approval-status', { uid: userData.id, status: 'approved' })
  if (role === 'tiktoker' && o.verified !== false) {
    const { verification } = await api<{ verification: { id: string } }>(baseURL, token, '/followers-scraper', { profileUrl: `https://www.tiktok.com/@${o.tiktokHandle ?? `e2e${randomUUID().slice(0, 8)}`}` })
    await api(baseURL, admin, '/auth/confirm-follower-verification', { id: verification.id, followers: 12_000, status: 'verified' })
  }
  if (o.influencer) {
    await api(baseURL, admin, '/auth/update-account-influencer-status', { uid: userData.id, status: 'Yes' })
    await api(baseURL, admin, '/auth/update-user-spam-videos-status', { uid: userData.id, status: 'enabled' })
  }
  return { id: userData.id, email, token }
}

/** A sound made through the API with its own uploaded WAV (`seconds` long, 1 s unless told), in the first category; `body` adds or overrides fields. */
export async function soundViaApi<S>(baseURL: string, token: string, body: Record<string, unknown>, seconds = 1): Promise<S> {
  const form = new FormData()
  form.append('file', new Blob([wav(seconds)], { type: 'audio/wav' }), 'e2e-tone.wav')
  const up = await fetch(`${baseURL}/api/upload_file`, { method: 'POST', headers: { 'x-access-token': token, render: 'backend' }, body: form })
  expect(up.status, 'upload').toBe(201)
  const { file } = (await up.json()) as { file: string }
  const { categories } = await api<{ categories: Array<{ id: string }> }>(baseURL, token, '/category/get-all')
  const { sound } = await api<{ sound: S }>(baseURL, token, '/artist/create-sound', { category_id: categories[0]!.id, audio: file, ...body })
  return sound
}

export interface WalletBalances {
  currency: string
  available: number
  escrow: number
  pendingPayout: number
  onHold: number
}

/** A user's balances as the server has them. */
export const balancesOf = (baseURL: string, token: string) => api<WalletBalances>(baseURL, token, '/auth/get-user-wallet', {})

/**
 * A browser whose service worker has taken control (so reloads work offline), signed in as
 * `session`: through the sign-in form when `viaForm`, else by storing the session as the form does.
 */
export async function openSignedIn(baseURL: string, session: ApiSession, viaForm = false): Promise<BrowserSession> {
  const b = await openBrowser(baseURL)
  const { page } = b
  await page.goto('/Home')
  await waitForController(page)
  if (viaForm) {
    await signInAs(page, String(session.userData.email))
  } else {
    await page.evaluate((u) => localStorage.setItem('userData', JSON.stringify(u)), { ...session.userData, accessToken: session.token })
    await page.goto('/Home')
  }
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
  return b
}

/** The page at phone width and at desktop width, each written to tests/output/screenshots. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? DESKTOP
  await resizeTo(page, PHONE)
  await screenshot(page, `${name}-phone`)
  await resizeTo(page, DESKTOP)
  await screenshot(page, `${name}-desktop`)
  await page.setViewportSize(before)
}

/** Sets the viewport and waits until the page has laid out and painted a frame at that width. */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size)
  await page.waitForFunction((width) => window.innerWidth === width, size.width)
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/**
 * axe-core's violations of serious or critical impact on the page as it is now; `only` limits the
 * check to those rules.
 */
export async function seriousA11yViolations(page: Page, only?: string[]): Promise<AxeViolation[]> {
  // Evaluated rather than added as a script tag: the app's Content-Security-Policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (only) => {
    // Colours are measured once they have settled: a theme switch animates every button's colours,
    // and mid-way through a transition the contrast is neither theme's.
    // (Endless animations, such as a spinner, are left alone.)
    const settling = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(settling.map((a) => a.finished.catch(() => undefined)))
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; html: string }> }> }> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => `${n.target.map(String).join(' ')}: ${n.html.slice(0, 200)}`) }))
  }, only)
}

/** Switches the page's theme the way the app does (the choice saved on the device, the class on <html>). */
async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((theme) => {
    localStorage.setItem('theme', theme)
    document.documentElement.classList.toggle('dark', theme === 'dark')
  }, theme)
}

/**
 * Fails with the list of violations, so a report says what to fix. A screen checked in the light
 * theme is then checked in the dark theme too, for colour contrast (the rest does not change with
 * the theme), and left in the light theme again.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await seriousA11yViolations(page)
  expect(violations, `${screen}: ${JSON.stringify(violations, null, 2)}`).toEqual([])
  if (await page.evaluate(() => document.documentElement.classList.contains('dark'))) return
  await useTheme(page, 'dark')
  try {
    const dark = await seriousA11yViolations(page, ['color-contrast'])
    expect(dark, `${screen} (dark theme): ${JSON.stringify(dark, null, 2)}`).toEqual([])
  } finally {
    await useTheme(page, 'light')
  }
}
