import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEMO_PASSWORD } from '../../seed/portal/demo-accounts'
import { screenshot } from './browser'

// Shared steps of the portal screens' end-to-end tests: signing in as a demo account through the
// sign-in form, calling the API as a user from the test runner, screenshots at phone and desktop
// widths, and the accessibility check every portal screen passes.

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export type DemoRole = 'admin' | 'artist' | 'creator' | 'brand'
export const demoEmail = (role: DemoRole) => `${role}@soundportal.test`

/** Signs in through the sign-in screen, as a user would, and waits for the signed-in home. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 })
}

/** A user's token from the API directly (the test runner is never offline). */
export async function tokenOf(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  expect(res.status, `sign-in of ${email}`).toBe(200)
  return ((await res.json()) as { accessToken: string }).accessToken
}

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

/** The page at phone width and at desktop width, each written to tests/output/screenshots. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? DESKTOP
  await page.setViewportSize(PHONE)
  await page.waitForTimeout(150)
  await screenshot(page, `${name}-phone`)
  await page.setViewportSize(DESKTOP)
  await page.waitForTimeout(150)
  await screenshot(page, `${name}-desktop`)
  await page.setViewportSize(before)
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/** axe-core's violations of serious or critical impact on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than added as a script tag: the app's Content-Security-Policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; html: string }> }> }> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => `${n.target.map(String).join(' ')}: ${n.html.slice(0, 200)}`) }))
  })
}

/** Fails with the list of violations, so a report says what to fix. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await seriousA11yViolations(page)
  expect(violations, `${screen}: ${JSON.stringify(violations, null, 2)}`).toEqual([])
}
