import type { CDPSession, Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { openBrowser, waitForController, type BrowserSession } from './browser'
import { DEMO_APP_ROUTES, waitForDemoOffline } from './demo-routes'
import { demoEmail, signInAs } from './portal'

// What the worker caches, and when (issue: poor connections): the shell and the portal screens at
// install, the demo area on the first demo visit, nothing optional with data saver on.

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

/** Paths of everything the worker has cached. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) paths.push(new URL(r.url).pathname)
    return paths
  })
}

// The demo data, and the demo's chunks: one per demo app or showcase family, their shared code,
// interface parts and editor (scripts/vite/chunk-groups.ts), and route files split apart.
const DEMO_ONLY = /^\/(?:seed\/demo\/|assets\/(?:demo-(?!schema)|showcase|apps\.|charts\.|forms\.|components\.))/

describe('installing the app for offline use', () => {
  it("keeps every one of a creator's screens openable offline after one online visit, without the demo area", async () => {
    s = await openBrowser(baseURL)
    const { page, context } = s
    await signInAs(page, demoEmail('creator'))
    await waitForController(page)
    const cached = await cachedPaths(page)
    expect(cached).toContain('/index.html')
    // The install took the portal only: no demo page, demo data, chart page or editor.
    expect(cached.filter((p) => DEMO_ONLY.test(p))).toEqual([])

    await context.setOffline(true)
    const screens: Array<[string, string]> = [
      ['/Home', 'Home'],
      ['/account', 'Profile'],
      ['/Manage/soundslist', 'Sounds List'],
      ['/Manage/catcupsoundslist', 'CapCut Sounds List'],
      ['/transactions', 'Transaction'],
      ['/sync', 'Sync'],
    ]
    for (const [path, heading] of screens) {
      await page.goto(path)
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
    }
    await context.setOffline(false)
  })

  it('saves the whole demo area the first time any demo page is opened, and it then opens offline', async () => {
    s = await openBrowser(baseURL)
    const { page, context } = s
    await page.goto('/pages/faq')
    await waitForController(page)
    await waitForDemoOffline(page)
    const cached = await cachedPaths(page)
    expect(cached.some((p) => p.startsWith('/seed/demo/'))).toBe(true)

    await context.setOffline(true)
    for (const route of DEMO_APP_ROUTES) {
      await page.goto(route.path)
      await page.getByRole('heading', { name: route.heading, level: 1 }).waitFor()
    }
    for (const [path, heading] of [['/charts/recharts', 'Recharts'], ['/forms/elements/editor', 'Editor']] as const) {
      await page.goto(path)
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor()
    }
    await context.setOffline(false)
  })

  it('downloads nothing optional with data saver on, until the user asks for the demo offline', async () => {
    s = await openBrowser(baseURL)
    const { page, context } = s
    const cdp: CDPSession = await context.newCDPSession(page)
    await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never)
    await page.goto('/apps/todo')
    await waitForController(page)
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true)
    await page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first().waitFor({ timeout: 60_000 })
    const ask = page.getByRole('button', { name: 'Make the demo available offline' })
    await ask.waitFor()
    const optional = (paths: string[]) => paths.filter((p) => DEMO_ONLY.test(p))
    expect(optional(await cachedPaths(page))).toEqual([])

    await ask.click()
    await waitForDemoOffline(page)
    expect(optional(await cachedPaths(page)).length).toBeGreaterThan(10)
  })
})
