import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH, type BrowserSession } from '../../e2e/browser'

/** Chromium with a DevTools port, so Lighthouse can audit the profile Playwright prepared. */
export async function openBrowserWithPort(baseURL: string, port: number): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-lh-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    headless: true,
    baseURL,
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
