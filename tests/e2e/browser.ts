import { mkdtempSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export interface BrowserSession {
  context: BrowserContext
  page: Page
  close: () => Promise<void>
}

/**
 * Debian's Chromium with a fresh profile. A persistent context, because service workers and
 * IndexedDB must behave as in a real browser profile.
 */
export async function openBrowser(baseURL: string, viewport = { width: 1280, height: 800 }, options: { userAgent?: string } = {}): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'portal-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
    viewport,
    serviceWorkers: 'allow',
    // A visitor that must look like a person's phone (headless Chromium says HeadlessChrome, which the portal does not count).
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  })
  keepOfflineAcrossNavigations(context)
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    close: async () => {
      await context.close()
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

/**
 * `context.setOffline(true)` that lasts. Debian's Chromium 150 drops the emulated offline state
 * from a document that replaces another (a reload, a `goto`): `navigator.onLine` is true again
 * and no `offline` event fires, though requests still fail. So the state is set on each page
 * through its own DevTools session too, and again on every navigation of its main frame.
 */
function keepOfflineAcrossNavigations(context: BrowserContext): void {
  let offline = false
  const setOffline = context.setOffline.bind(context)
  // One session per page, kept open: the emulation ends with the session that set it.
  const sessions = new WeakMap<Page, Promise<CDPSession>>()
  const apply = async (page: Page) => {
    if (page.isClosed()) return
    if (!sessions.has(page)) sessions.set(page, context.newCDPSession(page))
    const cdp = await sessions.get(page)!
    await cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  }
  const watch = (page: Page) =>
    page.on('framenavigated', (frame) => {
      if (offline && frame === page.mainFrame()) void apply(page).catch(() => undefined)
    })
  context.pages().forEach(watch)
  context.on('page', watch)
  context.setOffline = async (value: boolean) => {
    offline = value
    await setOffline(value)
    await Promise.all(context.pages().map((p) => apply(p).catch(() => undefined)))
  }
}

/** Waits until the page is controlled by the service worker (it claims clients on activation). */
export async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
}

/** Screenshots go to tests/output (ignored by git). */
export async function screenshot(page: Page, name: string): Promise<string> {
  // CI sets E2E_SCREENSHOTS=0: a clean machine keeps no output, and full-page captures cost CPU.
  if (process.env.E2E_SCREENSHOTS === '0') return ''
  const dir = path.resolve('tests/output/screenshots')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  return file
}

export async function setUserData(page: Page, userData: Record<string, unknown> | null): Promise<void> {
  await page.evaluate((u) => {
    if (u) localStorage.setItem('userData', JSON.stringify(u))
    else localStorage.removeItem('userData')
  }, userData)
}
