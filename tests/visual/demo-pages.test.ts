import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { ConsoleMessage } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, screenshot, waitForController, type BrowserSession } from '../e2e/browser'
import { DEMO_PAGE_ROUTES } from '../e2e/demo-pages-routes'

const baseURL = inject('baseURL')
const SHOTS = path.resolve('tests/output/screenshots')
let s: BrowserSession
let errors: string[] = []

/**
 * Offline, the browser itself still asks for /sw.js on every navigation (the worker update check)
 * and logs the failure; that is the platform, not the page, so it is the one message let through.
 */
function isWorkerUpdateCheck(m: ConsoleMessage): boolean {
  return m.text().startsWith('Failed to load resource') && new URL(m.location().url || baseURL, baseURL).pathname === '/sw.js'
}

beforeAll(async () => {
  s = await openBrowser(baseURL)
  s.page.on('console', (m) => {
    if (m.type() === 'error' && !isWorkerUpdateCheck(m)) errors.push(`${m.text()} (${m.location().url})`)
  })
  s.page.on('pageerror', (e) => errors.push(`page error: ${e.message}`))
  // Charts and carousels skip their animations, so each screenshot shows the finished page.
  await s.page.emulateMedia({ reducedMotion: 'reduce' })
  // First visit online: the worker installs, precaches every route's code and takes control.
  await s.page.goto('/components/alerts')
  await waitForController(s.page)
  await s.context.setOffline(true)
})
afterAll(() => s.close())

async function visit(route: (typeof DEMO_PAGE_ROUTES)[number]) {
  errors = []
  await s.page.goto(route.path)
  await s.page.getByRole('heading', { level: 1, name: route.heading, exact: typeof route.heading === 'string' }).waitFor({ timeout: 15_000 })
  // Let the page's demo calls answer and its charts draw before judging the console.
  await s.page.waitForLoadState('networkidle')
  await s.page.waitForTimeout(300)
  expect(errors, `console errors on ${route.path}`).toEqual([])
}

describe('every template and showcase page, offline', () => {
  it.each(DEMO_PAGE_ROUTES.map((r) => [r.path, r] as const))('%s renders its heading with no console error', async (_path, route) => {
    await visit(route)
    if (route.shot) await screenshot(s.page, route.shot)
  })
})

describe('at phone width (390×844), offline', () => {
  const shown = DEMO_PAGE_ROUTES.filter((r) => r.shot)
  beforeAll(() => s.page.setViewportSize({ width: 390, height: 844 }))

  it.each(shown.map((r) => [r.path, r] as const))('%s', async (_path, route) => {
    await visit(route)
    const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${route.path} scrolls sideways at phone width`).toBeLessThanOrEqual(1)
    await screenshot(s.page, `phone-${route.shot}`)
  })

  it('composes the screenshot sheet', async () => {
    const files = readdirSync(SHOTS).filter((f) => f.endsWith('.png') && DEMO_PAGE_ROUTES.some((r) => r.shot && (f === `${r.shot}.png` || f === `phone-${r.shot}.png`)))
    const desktop = files.filter((f) => !f.startsWith('phone-')).sort()
    const tile = (f: string, phone: boolean) =>
      `<figure class="${phone ? 'phone' : ''}"><img src="${f}" alt=""><figcaption>${f.replace(/\.png$/, '')}</figcaption></figure>`
    const html = `<!doctype html><meta charset="utf-8"><title>Demo pages — screenshot sheet</title>
<style>body{font:12px system-ui;margin:16px;background:#f1f5f9}h1{font-size:18px}.grid{display:grid;grid-template-columns:repeat(6,1fr);gap:10px}
figure{margin:0;background:#fff;border:1px solid #cbd5e1;border-radius:6px;overflow:hidden}img{display:block;width:100%;height:170px;object-fit:cover;object-position:top}
figure.phone img{height:260px}figcaption{padding:4px 6px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}</style>
<h1>Demo pages — desktop (1280×800), ${desktop.length} pages</h1><div class="grid">${desktop.map((f) => tile(f, false)).join('')}</div>
<h1>Phone (390×844)</h1><div class="grid">${desktop.filter((f) => files.includes(`phone-${f}`)).map((f) => tile(`phone-${f}`, true)).join('')}</div>`
    const sheet = path.join(SHOTS, 'contact-sheet.html')
    writeFileSync(sheet, html)
    const page = await s.context.newPage()
    try {
      await page.setViewportSize({ width: 1600, height: 900 })
      await page.goto(`file://${sheet}`)
      await page.waitForLoadState('load')
      await page.screenshot({ path: path.join(SHOTS, 'contact-sheet.png'), fullPage: true })
    } finally {
      await page.close()
    }
    expect(desktop.length).toBe(DEMO_PAGE_ROUTES.filter((r) => r.shot).length)
  })
})
