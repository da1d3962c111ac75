import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { openBrowser, screenshot, waitForController, type BrowserSession } from './browser'
import { api, demoEmail, signInAs, tokenOf } from './portal'

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

/** A new, approved creator of this test's own, so no other test's changes matter. */
async function freshCreator(): Promise<{ email: string; password: string; id: string }> {
  const email = `tabs-${randomUUID().slice(0, 8)}@example.test`
  const password = 'Tabs-password-1'
  const res = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Tab Tester', email, password, role: 'tiktoker' }),
  })
  expect(res.status).toBe(201)
  const { userData } = (await res.json()) as { userData: { id: string } }
  await api(baseURL, await tokenOf(baseURL, demoEmail('admin')), '/auth/update-account-approval-status', { uid: userData.id, status: 'approved' })
  return { email, password, id: userData.id }
}

describe('two tabs of the app', () => {
  it('see the same queued write live, and only one of them sends it', async () => {
    const creator = await freshCreator()
    s = await openBrowser(baseURL)
    const { context, page: first } = s
    await first.goto('/Home')
    await waitForController(first)
    await signInAs(first, creator.email, creator.password)
    await first.goto('/account')
    const second = await context.newPage()
    await second.goto('/account')
    for (const page of [first, second]) await page.getByTestId('brand-status').getByText('Not applied').waitFor({ timeout: 30_000 })

    // Every answer to the brand application, from either tab or the worker.
    let answered = 0
    context.on('requestfinished', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/apply-brand') answered++
    })

    await context.setOffline(true)
    await first.getByRole('status').filter({ hasText: 'Offline' }).waitFor()
    await first.getByRole('button', { name: 'Apply to become a brand' }).click()
    // The other tab shows the queued write without a reload.
    await second.getByTestId('brand-status').getByText('Waiting to be sent').waitFor()
    await second.getByTestId('sync-status').getByText('1 change waiting').waitFor()
    await screenshot(second, 'sync-tabs-pending')

    await context.setOffline(false)
    for (const page of [first, second]) await page.getByTestId('brand-status').getByText('Application sent').waitFor({ timeout: 60_000 })
    await expect.poll(async () => (await first.getByText('Waiting to be sent').count()) + (await second.getByText('Waiting to be sent').count()), { timeout: 30_000 }).toBe(0)

    expect(answered).toBe(1)
    const me = await api<{ userData: { brand_applied: string } }>(baseURL, await tokenOf(baseURL, creator.email, creator.password), '/auth/me')
    expect(me.userData.brand_applied).toBe('pending')
    // One tab tells the user; not both.
    await expect.poll(async () => (await first.getByText('Brand application: sent.').count()) + (await second.getByText('Brand application: sent.').count()), { timeout: 30_000 }).toBe(1)
  }, 180_000)
})
