import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { openBrowser, screenshot, waitForController, type BrowserSession } from './browser'
import { storeRows } from './device-store'
import { demoEmail, expectAccessible, PHONE, resizeTo, signInAs } from './portal'

// Storage that lasts (issue 32): the app asks the browser to keep its storage and /sync says what
// it answered and how much is used; the first install says once that the app works offline; the
// demo's offline control is labelled and confirms; storage the browser cleared is announced once
// and rebuilt from the server. On a phone's width.

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

const READY = 'Sound Portal now works offline'
const CLEARED = "This device cleared Sound Portal's saved data"

const toasts = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** The toast container is up: any toast raised before it is shown by now (src/lib/notify.ts). */
const toasterUp = (page: Page) => page.locator('section[data-react-aria-top-layer][aria-label^="Notifications"]').waitFor({ state: 'attached' })

describe('storage on a phone', () => {
  it('says once that the app works offline when the first install finishes, and /sync shows what the browser keeps', async () => {
    s = await openBrowser(baseURL, PHONE)
    const { page } = s
    const logs: string[] = []
    page.on('console', (m) => logs.push(m.text()))
    await page.goto('/login')
    await toasts(page, READY).first().waitFor({ timeout: 60_000 })
    await waitForController(page)
    // The install was seen once (right after registering, and again through "updatefound").
    expect(logs.filter((l) => l === 'Content is cached for offline use.')).toHaveLength(1)
    expect(await toasts(page, READY).count()).toBe(1)

    // A reload, then a sign-in whose own toast follows: the first install's message is not said again.
    await page.reload()
    await signInAs(page, demoEmail('creator'))
    await toasterUp(page)
    await toasts(page, 'Signed in as').first().waitFor()
    expect(await toasts(page, READY).count()).toBe(0)

    // Signed in, the browser is asked to keep the storage, once, and the answer is remembered.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('storagePersistAsked'))).not.toBeNull()
    const kept = await page.evaluate(() => navigator.storage.persisted())
    const asked = JSON.parse((await page.evaluate(() => localStorage.getItem('storagePersistAsked')))!) as { kept: boolean }
    expect(asked.kept).toBe(kept)

    await page.goto('/sync')
    const card = page.getByRole('region', { name: 'Storage on this device' })
    await card.getByText(kept ? 'Kept on this device' : 'The browser may clear it when space runs low', { exact: true }).waitFor()
    await expect.poll(() => card.getByText(/available$/).textContent()).toMatch(/^[\d.]+ (bytes?|KB|MB|GB) of [\d.]+ (KB|MB|GB|TB) available$/)
    await expectAccessible(page, '/sync with its storage card')
    await screenshot(page, 'storage-sync-390')
    await resizeTo(page, { width: 360, height: 780 })
    await screenshot(page, 'storage-sync-360')
  })

  it('shows "Kept on this device" when the browser grants it', async () => {
    s = await openBrowser(baseURL, PHONE)
    const { page, context } = s
    const cdp = await context.newCDPSession(page)
    await cdp.send('Browser.grantPermissions', { permissions: ['durableStorage'], origin: new URL(baseURL).origin })
    await signInAs(page, demoEmail('artist'))
    await expect.poll(() => page.evaluate(() => localStorage.getItem('storagePersistAsked'))).toBe(JSON.stringify({ kept: true, installed: false }))
    await page.goto('/sync')
    await page.getByRole('region', { name: 'Storage on this device' }).getByText('Kept on this device', { exact: true }).waitFor()
  })

  it('says once that the browser cleared the saved data, and gets it again from the server', async () => {
    s = await openBrowser(baseURL, PHONE)
    const { page, context } = s
    await page.goto('/Home')
    await waitForController(page)
    await signInAs(page, demoEmail('creator'))
    await page.goto('/Manage/soundslist')
    // The first sync marked the database, and the sounds are mirrored.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('deviceData'))).not.toBeNull()
    await expect.poll(async () => (await storeRows(page, 'sounds')).length).toBeGreaterThan(0)

    // What a browser does to a best-effort origin under pressure: the database goes, the session and worker stay.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: 'indexeddb' })
    await page.reload()
    await toasts(page, CLEARED).first().waitFor({ timeout: 30_000 })
    await expect.poll(async () => (await storeRows(page, 'sounds')).length).toBeGreaterThan(0)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    // Said once: the next start finds the new mark (and notes when), and says nothing.
    const before = Date.now()
    await page.reload()
    await expect.poll(async () => ((await storeRows<{ key: string; value: { lastSeenAt?: number } }>(page, 'meta')).find((r) => r.key === 'deviceData')?.value.lastSeenAt ?? 0) >= before).toBe(true)
    // A toast raised by that start is on screen once the container is up and a frame has been drawn.
    await toasterUp(page)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await toasts(page, CLEARED).count()).toBe(0)
  })

  it('offers the demo offline as a labelled control that confirms when done', async () => {
    s = await openBrowser(baseURL, PHONE)
    const { page, context } = s
    // Data saver on: the demo is not saved by itself, so the control waits for the user.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never)
    await page.goto('/apps/todo')
    await waitForController(page)
    const control = page.getByRole('button', { name: 'Make the demo available offline' })
    await control.waitFor({ timeout: 60_000 })
    // Its name is the words on it, not a hidden label on an icon.
    expect((await control.innerText()).trim()).toBe('Make the demo available offline')
    await expectAccessible(page, 'a demo page with its offline control')
    await screenshot(page, 'storage-demo-control-390')
    await control.click()
    await toasts(page, 'The demo now opens offline').first().waitFor({ timeout: 120_000 })
    await page.getByRole('status', { name: 'The demo is available offline' }).waitFor()
  })
})
