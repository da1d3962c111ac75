import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { openBrowser, waitForController, type BrowserSession } from './browser'

const baseURL = inject('baseURL')
const distDir = inject('distDir')
let s: BrowserSession

beforeEach(async () => {
  s = await openBrowser(baseURL)
})
afterEach(() => s.close())

const registrations = () => s.page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)

describe('the worker life cycle', () => {
  it('unregisters an invalid worker file and reloads once, without a loop', async () => {
    const { page, context } = s
    await page.goto('/Home')
    await waitForController(page)
    expect(await registrations()).toBe(1)

    // The host now answers the worker's address with an HTML page, as a misconfigured server would.
    await context.route('**/sw.js', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><p>Not here</p>' }))
    let loads = 0
    page.on('load', () => (loads += 1))
    await page.reload()
    await expect.poll(registrations, { timeout: 15_000 }).toBe(0)
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2)
    // What is tested is an absence (no third load, no loop), which only a span of time can show;
    // this is the one fixed wait in the gate, and it can only let a loop pass unseen, never fail a good page.
    await page.waitForTimeout(2000)
    expect(loads).toBe(2)
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
  })

  it("keeps the installed worker when the check for /sw.js meets a 502 or a captive portal's page; the app opens offline after", async () => {
    const { page, context } = s
    await page.goto('/Home')
    await waitForController(page)
    const answers = [
      { status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' },
      { status: 200, contentType: 'text/html', body: '<!doctype html><title>Welcome to Cafe Wi-Fi</title><form><button>Accept and connect</button></form>' },
    ]
    for (const answer of answers) {
      await context.route('**/sw.js', (route) => route.fulfill(answer))
      const kept = page.waitForEvent('console', { predicate: (m) => m.text().includes('the installed worker is kept'), timeout: 30_000 })
      await page.reload()
      expect((await kept).text()).toContain(`answered ${answer.status}`)
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
      expect(await registrations()).toBe(1)
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
      await context.unroute('**/sw.js')
    }
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    await page.goto('/account')
    expect(await page.title()).toBe('Sound Portal')
    await context.setOffline(false)
  })

  it('offers a new version with a reload prompt and switches to it', async () => {
    const { page } = s
    const worker = path.join(distDir, 'sw.js')
    const original = readFileSync(worker, 'utf8')
    try {
      await page.goto('/Home')
      await waitForController(page)
      const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
      appendFileSync(worker, `\n// version ${Date.now()}\n`)
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      await page.getByText('New version available — reload').waitFor({ timeout: 30_000 })
      const activated = page.waitForEvent('load')
      await page.getByRole('button', { name: 'Reload' }).click()
      await activated
      await waitForController(page)
      const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)
      expect(waiting).toBeNull()
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before)
    } finally {
      writeFileSync(worker, original)
    }
  })
})
