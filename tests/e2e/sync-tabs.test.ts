import { afterEach, describe, expect, inject, it } from 'vitest'
import { openBrowser, screenshot, waitForController, type BrowserSession } from './browser'
import { api, apiSession, demoEmail, newAccount, openSignedIn, signInAs, soundViaApi, tokenOf, uniqueDigits } from './portal'

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

describe('two tabs opening the same sound’s reserved slots at once', () => {
  it('fetch them once: the second waits for the first tab’s pull and finds them fresh; Refresh asks again', async () => {
    const artist = await apiSession(baseURL, demoEmail('artist'))
    const creator = await apiSession(baseURL, demoEmail('creator'))
    const title = `E2E tabs ${uniqueDigits()}`
    const sound = await soundViaApi<{ id: string }>(baseURL, artist.token, { title, pay_per_use: 100, slots: 2 })
    await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: sound.id })
    s = await openSignedIn(baseURL, artist)
    const { context, page: first } = s
    const second = await context.newPage()
    const cards = [first, second].map((page) => page.getByTestId('my-sound').filter({ hasText: title }))
    for (const [i, page] of [first, second].entries()) {
      await page.goto('/manage/artistmusic')
      await cards[i]!.waitFor({ timeout: 60_000 })
    }
    // Every request for this sound's holds, from either tab or the worker; the first is held back.
    const asked: string[] = []
    let answerFirst!: () => void
    const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve))
    await context.route(`**/api/artist/get-sound-reserved-slots?sound_id=${sound.id}`, async (route) => {
      asked.push(route.request().url())
      if (asked.length === 1) await firstHeld
      await route.continue()
    })
    await cards[0]!.getByRole('button', { name: 'Details and slots' }).click()
    await expect.poll(() => asked.length, { timeout: 30_000 }).toBe(1)
    await cards[1]!.getByRole('button', { name: 'Details and slots' }).click()
    // The second tab is fetching too (it says so), but waits for the first tab's pull.
    await cards[1]!.getByText('Loading the reserved slots…').waitFor()
    expect(asked).toHaveLength(1)
    answerFirst()
    for (const card of cards) await card.getByTestId('reserved-slots').getByText('Held', { exact: true }).waitFor({ timeout: 30_000 })
    await cards[1]!.getByText(/^Last loaded /).waitFor()
    expect(asked).toHaveLength(1)
    // Asked for by the user, the set is fetched again even though it is fresh.
    await cards[1]!.getByRole('button', { name: 'Refresh' }).click()
    await expect.poll(() => asked.length, { timeout: 30_000 }).toBe(2)
    await screenshot(second, 'sync-tabs-reserved-slots')
  }, 180_000)
})
