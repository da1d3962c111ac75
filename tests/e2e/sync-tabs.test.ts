import { afterEach, describe, expect, inject, it } from 'vitest'
import { openBrowser, screenshot, waitForController, type BrowserSession } from './browser'
import { api, newAccount, signInAs, tokenOf } from './portal'

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

/** A new, approved creator of this test's own, so no other test's changes matter. */
const freshCreator = async () => ({ ...(await newAccount(baseURL, 'tiktoker', { password: 'Tabs-password-1', fullName: 'Tab Tester', verified: false })), password: 'Tabs-password-1' })

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
