import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserSession } from '../e2e/browser'
import { screenshot } from '../e2e/browser'
import { collectErrors, openOfflineDemo, visit } from '../e2e/demo-apps-helpers'

const baseURL = inject('baseURL')
let s: BrowserSession
let errors: string[]

beforeAll(async () => {
  s = await openOfflineDemo(baseURL)
  errors = collectErrors(s.page)
})
afterAll(() => s.close())

// Every page of issue 9, its main heading, and the name of its desktop screenshot.
const PAGES: [path: string, heading: string | RegExp, shot: string][] = [
  ['/', 'eCommerce dashboard', 'dashboard-ecommerce'],
  ['/dashboard/analytics', 'Analytics dashboard', 'dashboard-analytics'],
  ['/apps/email', 'Email', 'app-email'],
  ['/apps/chat', 'Chat', 'app-chat'],
  ['/apps/todo', 'To-do', 'app-todo'],
  ['/apps/calendar', 'Calendar', 'app-calendar'],
  ['/apps/kanban', 'Kanban', 'app-kanban'],
  ['/apps/invoice/list', 'Invoices', 'app-invoice-list'],
  ['/apps/invoice/preview', 'Invoice #4987', 'app-invoice-preview'],
  ['/apps/invoice/preview/4990', 'Invoice #4990', 'app-invoice-preview-id'],
  ['/apps/invoice/edit/4990', 'Edit invoice #4990', 'app-invoice-edit'],
  ['/apps/invoice/edit', 'Edit invoice #4987', 'app-invoice-edit-first'],
  ['/apps/invoice/add', 'New invoice', 'app-invoice-add'],
  ['/apps/ecommerce/shop', 'Shop', 'app-shop'],
  ['/apps/ecommerce/product-detail', /Studio Monitor Headphones/, 'app-product-detail'],
  ['/apps/ecommerce/product-detail/3', 'USB Condenser Microphone', 'app-product-detail-id'],
  ['/apps/ecommerce/wishlist', 'Wishlist', 'app-wishlist'],
  ['/apps/ecommerce/checkout', 'Checkout', 'app-checkout'],
  ['/apps/user/list', 'Users', 'app-user-list'],
  ['/apps/user/view', /\w+ \w+/, 'app-user-view'],
  ['/apps/roles', 'Roles', 'app-roles'],
  ['/apps/permissions', 'Permissions', 'app-permissions'],
  ['/access-control', 'Access control', 'app-access-control'],
]

describe('every dashboard and app page, offline', () => {
  it.each(PAGES)('%s renders its heading with no error', async (path, heading, shot) => {
    errors.length = 0
    await visit(s.page, path, heading)
    // Wait for the page's data (spinners gone) before the screenshot.
    await s.page.waitForFunction(() => ![...document.querySelectorAll('main [role="status"]')].some((el) => /^(Loading|Opening)/.test(el.textContent ?? '')), undefined, { timeout: 10_000 }).catch(() => undefined)
    await s.page.waitForTimeout(300)
    await screenshot(s.page, shot)
    expect(errors).toEqual([])
  })

  it('lays out three pages at phone width', async () => {
    await s.page.setViewportSize({ width: 390, height: 844 })
    try {
      for (const [path, heading, shot] of [
        ['/', 'eCommerce dashboard', 'phone-dashboard'],
        ['/apps/email', 'Email', 'phone-email'],
        ['/apps/ecommerce/checkout', 'Checkout', 'phone-checkout'],
        ['/apps/kanban', 'Kanban', 'phone-kanban'],
      ] as const) {
        await visit(s.page, path, heading)
        await s.page.waitForTimeout(500)
        // Nothing may be wider than the phone: a horizontal scroll of the whole page is a bug.
        const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        await screenshot(s.page, shot)
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
      }
    } finally {
      await s.page.setViewportSize({ width: 1280, height: 800 })
    }
  })

  it('keeps the pages readable in the dark theme', async () => {
    const { page } = s
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    try {
      for (const [path, heading, shot] of [
        ['/dashboard/analytics', 'Analytics dashboard', 'dark-dashboard'],
        ['/apps/invoice/list', 'Invoices', 'dark-invoice-list'],
        ['/apps/kanban', 'Kanban', 'dark-kanban'],
      ] as const) {
        await visit(page, path, heading)
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
        // Headings are light on the dark cards, not the light theme's near-black.
        const color = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color)
        expect(color).toBe('rgb(255, 255, 255)')
        await page.waitForTimeout(400)
        await screenshot(page, shot)
      }
    } finally {
      await page.evaluate(() => localStorage.removeItem('theme'))
    }
  })
})
