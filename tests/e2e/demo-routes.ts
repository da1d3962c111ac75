import type { Page } from 'playwright-core'
import { openBrowser, type BrowserSession } from './browser'
import { DEMO_PAGE_ROUTES } from './demo-pages-routes'

/**
 * A browser that visited the demo once online (the worker controls the page and the demo data is
 * seeded) and is offline from then on. The waits are long because a busy machine may take its time
 * over the first install; they are waits on conditions, and end as soon as these hold.
 */
export async function openSeededDemo(baseURL: string, viewport?: { width: number; height: number }): Promise<BrowserSession> {
  const session = await openBrowser(baseURL, viewport)
  await session.page.goto('/apps/todo')
  await session.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 })
  await session.page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first().waitFor({ timeout: 120_000 })
  // The first demo visit saves the whole demo area for offline use; the navbar says when it is done.
  await waitForDemoOffline(session.page)
  await session.context.setOffline(true)
  return session
}

/** Waits until the navbar says the whole demo area is available offline. */
export async function waitForDemoOffline(page: Page): Promise<void> {
  await page.getByRole('status', { name: 'The demo is available offline' }).waitFor({ timeout: 120_000 })
}

/** A demo route and the heading (h1) that says it has rendered. */
export interface DemoRoute {
  path: string
  heading: string | RegExp
}

/** The dashboards and apps of specification §2, each with the heading its page shows. */
export const DEMO_APP_ROUTES: DemoRoute[] = [
  { path: '/', heading: 'eCommerce dashboard' },
  { path: '/dashboard/analytics', heading: 'Analytics dashboard' },
  { path: '/apps/email', heading: 'Email' },
  { path: '/apps/chat', heading: 'Chat' },
  { path: '/apps/todo', heading: 'To-do' },
  { path: '/apps/calendar', heading: 'Calendar' },
  { path: '/apps/kanban', heading: 'Kanban' },
  { path: '/apps/invoice/list', heading: 'Invoices' },
  { path: '/apps/invoice/preview', heading: 'Invoice #4987' },
  { path: '/apps/invoice/edit', heading: 'Edit invoice #4987' },
  { path: '/apps/invoice/add', heading: 'New invoice' },
  { path: '/apps/ecommerce/shop', heading: 'Shop' },
  { path: '/apps/ecommerce/product-detail', heading: /Studio Monitor Headphones/ },
  { path: '/apps/ecommerce/wishlist', heading: 'Wishlist' },
  { path: '/apps/ecommerce/checkout', heading: 'Checkout' },
  { path: '/apps/user/list', heading: 'Users' },
  { path: '/apps/user/view', heading: /\w+ \w+/ },
  { path: '/apps/roles', heading: 'Roles' },
  { path: '/apps/permissions', heading: 'Permissions' },
  { path: '/access-control', heading: 'Access control' },
]

/** Every demo route of specification §2: dashboards, apps, template pages, misc and showcase pages. */
export const ALL_DEMO_ROUTES: DemoRoute[] = [
  ...DEMO_APP_ROUTES,
  ...DEMO_PAGE_ROUTES.map(({ path, heading }) => ({ path, heading })),
]
