import type { Page } from 'playwright-core'
import { openBrowser, waitForController, type BrowserSession } from './browser'
import { waitForDemoOffline } from './demo-routes'

/**
 * A browser that visited the app once online (so the worker installed and controls the page and
 * the demo data is seeded) and is offline from then on, as a user on a train would be.
 */
export async function openOfflineDemo(baseURL: string, viewport?: { width: number; height: number }): Promise<BrowserSession> {
  const session = await openBrowser(baseURL, viewport)
  await session.page.goto('/apps/todo')
  await waitForController(session.page)
  // The first demo call seeds IndexedDB; the list showing means the demo data is there.
  await session.page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first().waitFor({ timeout: 30_000 })
  // The first demo visit saves the whole demo area for offline use; the navbar says when it is done.
  await waitForDemoOffline(session.page)
  await session.context.setOffline(true)
  return session
}

/** Opens a page of the app, offline, and waits for its main heading. */
export async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

/** The text of the most recent toast. */
export async function lastToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor()
}

/** Errors the page logged, so a test can assert a screen rendered cleanly. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    // Failed requests are reported below with their address; this line alone says nothing.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('requestfailed', (request) => {
    // Offline, the browser's own update check of the worker script fails on every navigation.
    if (!request.url().endsWith('/sw.js')) errors.push(`request failed: ${request.url()}`)
  })
  return errors
}
