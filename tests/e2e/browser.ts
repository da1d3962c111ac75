import { mkdtempSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

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

/** Waits until the page is controlled by the service worker (it claims clients on activation). */
export async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
}

/** Screenshots go to tests/output (ignored by git). */
export async function screenshot(page: Page, name: string): Promise<string> {
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
