import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserSession } from './browser'
import { ALL_DEMO_ROUTES, openSeededDemo, type DemoRoute } from './demo-routes'
import { seriousA11yViolations, type AxeViolation } from './portal'

// Every demo route of specification §2 on a 390 px phone, in one browser and one tab, one after
// the other: no serious or critical accessibility violation, nothing wider than the screen, and
// nothing in the console.
const baseURL = inject('baseURL')
const PHONE = { width: 390, height: 844 }
let s: BrowserSession
const errors: string[] = []
const found = new Map<string, { violations: AxeViolation[]; overflow: number; errors: string[] }>()

beforeAll(async () => {
  s = await openSeededDemo(baseURL, PHONE)
  s.page.on('console', (m) => {
    // Offline, the browser's own update check of the worker script fails on every navigation.
    const workerCheck = m.text().startsWith('Failed to load resource') && new URL(m.location().url || baseURL, baseURL).pathname === '/sw.js'
    if (m.type() === 'error' && !workerCheck) errors.push(`${m.text()} (${m.location().url})`)
  })
  s.page.on('pageerror', (e) => errors.push(`page error: ${e.message}`))
  // Charts and carousels skip their animations, so colours are judged as they settle.
  await s.page.emulateMedia({ reducedMotion: 'reduce' })
})
afterAll(async () => {
  const failing = [...found].filter(([, r]) => r.violations.length > 0 || r.overflow > 1 || r.errors.length > 0)
  if (failing.length > 0) {
    const violations = failing.reduce((n, [, r]) => n + r.violations.length, 0)
    const lines = failing.map(([path, r]) => `${path}: ${r.violations.map((v) => v.id).join(', ') || '-'}; overflow ${r.overflow}px; ${r.errors.length} console errors`)
    console.warn(`${failing.length} of ${found.size} demo routes fail (${violations} serious or critical axe rules):\n${lines.join('\n')}`)
  }
  await s?.close()
})

/** Opens the route and waits until its heading shows and no part of it is still loading. */
async function open({ path, heading }: DemoRoute): Promise<void> {
  await s.page.goto(path)
  await s.page.getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' }).first().waitFor({ timeout: 20_000 })
  // The showcase components hold no demo data, and the spinners page shows "Loading…" for good.
  if (path.startsWith('/components/')) return
  await s.page.waitForFunction(
    () => ![...document.querySelectorAll('main [role="status"]')].some((el) => /^(Loading|Opening)/.test(el.textContent ?? '')),
    undefined,
    { timeout: 20_000 },
  )
}

describe('every demo route at 390 px', () => {
  it.each(ALL_DEMO_ROUTES.map((route) => [route.path, route] as const))('%s is accessible and fits the screen', async (path, route) => {
    errors.length = 0
    await open(route)
    const violations = await seriousA11yViolations(s.page)
    const overflow = await s.page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement
      return root.scrollWidth - root.clientWidth
    })
    found.set(path, { violations, overflow, errors: [...errors] })
    expect(violations, `${path}: ${JSON.stringify(violations, null, 2)}`).toEqual([])
    expect(overflow, `${path} scrolls sideways at ${PHONE.width} px`).toBeLessThanOrEqual(1)
    expect(errors, `console errors on ${path}`).toEqual([])
  })
})
