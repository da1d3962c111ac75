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
