import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, waitForController, type BrowserSession } from './browser'
import { waitForDemoOffline } from './demo-routes'

const baseURL = inject('baseURL')
let s: BrowserSession

beforeAll(async () => {
  s = await openBrowser(baseURL)
  // One online visit to a demo page saves the whole demo area, seed data included, for offline use.
  await s.page.goto('/pages/faq')
  await waitForController(s.page)
  await waitForDemoOffline(s.page)
})
afterAll(() => s.close())

/** A demo call made by the page, as the demo screens make them. */
function call(path: string, init?: { method?: string; body?: unknown }) {
  return s.page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, {
        method: init?.method ?? 'GET',
        headers: init?.body ? { 'content-type': 'application/json' } : {},
        body: init?.body ? JSON.stringify(init.body) : undefined,
      })
      const text = await res.text()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // not JSON
      }
      return { status: res.status, type: res.headers.get('content-type'), body: body as never }
    },
    { path, init },
  )
}

describe('the demo API, offline in Chromium', () => {
  it('answers demo calls from the worker with the network cut', async () => {
    await s.context.setOffline(true)
    const users = await call('/api/users/list/data?perPage=10&page=1')
    expect(users.status).toBe(200)
    expect(users.body).toMatchObject({ total: 50 })
    expect((users.body as { users: unknown[] }).users).toHaveLength(10)

    const invoices = await call('/apps/invoice/invoices?perPage=10&page=2&sortColumn=client.name&sort=asc')
    expect(invoices.status).toBe(200)
    expect(invoices.body).toMatchObject({ total: 36 })
    const names = (invoices.body as { invoices: Array<{ client: { name: string } }> }).invoices.map((i) => i.client.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))

    const missing = await call('/apps/email/get-email?id=999999')
    expect(missing.status).toBe(404)
  })

  it('keeps a write after a reload, still offline', async () => {
    await s.context.setOffline(true)
    const before = await call('/apps/ecommerce/cart')
    const inCart = (r: typeof before) => (r.body as { products: Array<{ id: number }> }).products.map((p) => p.id)
    expect(inCart(before)).not.toContain(3)
    const added = await call('/apps/ecommerce/cart', { method: 'POST', body: { productId: 3 } })
    expect(added.status).toBe(201)
    await s.page.reload()
    await waitForController(s.page)
    const after = await call('/apps/ecommerce/cart')
    expect(inCart(after)).toContain(3)
    const item = (after.body as { products: Array<{ id: number; qty: number; offers: number; discountPercentage: number }> }).products.find((p) => p.id === 3)
    expect(item?.qty).toBe(1)
    expect(item?.offers).toBeGreaterThanOrEqual(1)
    expect(item?.offers).toBeLessThanOrEqual(4)
  })

  it('renders a page for a navigation to a path that is also an API path', async () => {
    await s.context.setOffline(true)
    const response = await s.page.goto('/apps/ecommerce/wishlist')
    expect(response?.headers()['content-type'] ?? 'text/html').toContain('text/html')
    expect(await s.page.evaluate(() => document.contentType)).toBe('text/html')
    await s.page.locator('#root main').first().waitFor()
    const api = await call('/apps/ecommerce/wishlist')
    expect(api.type).toContain('application/json')
  })

  it('sends calls that match no demo route to the network', async () => {
    await s.context.setOffline(true)
    const failed = await s.page.evaluate(() => fetch('/api/health').then(() => 'answered', () => 'network error'))
    expect(failed).toBe('network error')
    await s.context.setOffline(false)
    const health = await call('/api/health')
    expect(health.body).toMatchObject({ status: 'ok' })
  })

  it('restores the sample data on reset', async () => {
    await s.context.setOffline(true)
    const reset = await s.page.evaluate(async () => {
      const channel = new MessageChannel()
      const answer = new Promise((resolve) => (channel.port1.onmessage = (e) => resolve(e.data)))
      navigator.serviceWorker.controller?.postMessage({ type: 'RESET_DEMO_DATA' }, [channel.port2])
      return answer
    })
    expect(reset).toEqual({ ok: true })
    const cart = await call('/apps/ecommerce/cart')
    expect((cart.body as { products: Array<{ id: number }> }).products.map((p) => p.id)).not.toContain(3)
    await s.context.setOffline(false)
  })
})
