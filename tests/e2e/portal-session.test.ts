import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { DEMO_PASSWORD } from '../../seed/portal/demo-accounts'
import { type BrowserSession, screenshot } from './browser'
import { storeRows } from './device-store'
import { api, apiSession, demoEmail, expectAccessible, newAccount, openSignedIn, resizeTo, soundViaApi, tokenOf, uniqueDigits } from './portal'

// The 401 rule on a phone: the specification's toast and sign-out, then the sign-in form in place
// with the waiting changes counted; signing in again returns to the same screen, and the queue
// that waited goes out, each change applied once.

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

interface SoundView {
  id: string
  myHold: { status: string } | null
  slots: { held: number; free: number }
}


describe('a session the server ends', () => {
  it('asks for sign-in in place, keeps the queue, and returns to the same screen where it is applied once', async () => {
    const creator = await newAccount(baseURL, 'tiktoker')
    const artist = await tokenOf(baseURL, demoEmail('artist'))
    await api(baseURL, artist, '/auth/fund-user-wallet', { amount: 50_000 })
    const prefix = `Session Beat ${uniqueDigits()}`
    const sounds: SoundView[] = []
    for (const n of [1, 2]) sounds.push(await soundViaApi<SoundView>(baseURL, artist, { id: randomUUID(), title: `${prefix} ${n}`, pay_per_use: 1_000, slots: 3, hold_hours: 24 }))

    const session = await apiSession(baseURL, creator.email)
    s = await openSignedIn(baseURL, session)
    const { page, context } = s
    await resizeTo(page, { width: 390, height: 844 })
    await page.goto('/Manage/soundslist')
    await page.getByRole('searchbox', { name: /by title or category/ }).fill(prefix)
    for (const n of [1, 2]) await page.getByRole('button', { name: `Hold a slot on ${prefix} ${n}` }).waitFor({ timeout: 30_000 })
    const screen = page.url()

    // Two holds made offline wait in the outbox...
    await context.setOffline(true)
    for (const n of [1, 2]) await page.getByRole('button', { name: `Hold a slot on ${prefix} ${n}` }).click()
    await expect.poll(async () => (await storeRows(page, 'outbox')).length).toBe(2)
    // ...while the session ends on the server (signed out everywhere).
    await api(baseURL, session.token, '/auth/logout', {})

    await context.setOffline(false)
    await page.getByText('Un-Authorized !!').waitFor({ timeout: 30_000 })
    const inPlace = page.getByTestId('sign-in-again')
    await inPlace.getByText('Your 2 waiting changes are kept.').waitFor({ timeout: 30_000 })
    expect(page.url()).toBe(screen)
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull()
    expect(await inPlace.getByLabel('E-mail').inputValue()).toBe(creator.email)
    const kept = await storeRows<{ status: string; userId: string }>(page, 'outbox')
    expect(kept.map((e) => e.userId)).toEqual([creator.id, creator.id])
    // Waiting (or paused for this user's sign-in), never refused: a 401 is not the change's fault.
    expect(kept.filter((e) => e.status === 'rejected')).toEqual([])
    await expectAccessible(page, 'sign-in in place')
    await screenshot(page, 'sign-in-again-390')
    await resizeTo(page, { width: 360, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await screenshot(page, 'sign-in-again-360')

    await inPlace.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await inPlace.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('heading', { name: 'Sounds List', level: 1 }).waitFor({ timeout: 30_000 })
    expect(page.url()).toBe(screen)
    await expect.poll(async () => (await storeRows(page, 'outbox')).length, { timeout: 60_000 }).toBe(0)

    // Each hold reached the server once: one slot held on each sound, by this creator.
    const fresh = await tokenOf(baseURL, creator.email)
    for (const sound of sounds) {
      const { sound: now } = await api<{ sound: SoundView }>(baseURL, fresh, `/artist/get-sound-by-id?soundid=${sound.id}`)
      expect(now.myHold?.status).toBe('held')
      expect(now.slots.held).toBe(1)
    }
  }, 240_000)

  it('on Home too: the sign-in form stands in place of the dashboard, and signing in brings the dashboard back', async () => {
    const creator = await newAccount(baseURL, 'tiktoker')
    const session = await apiSession(baseURL, creator.email)
    s = await openSignedIn(baseURL, session)
    const { page } = s
    await resizeTo(page, { width: 360, height: 800 })
    await page.goto('/Home')
    await page.getByTestId('creator-home').waitFor({ timeout: 30_000 })
    // The app is closed while the server ends the session (a reload instead races the open
    // page's own background pulls, which may meet the 401 and show its message just before).
    await page.goto('about:blank')
    await api(baseURL, session.token, '/auth/logout', {})
    // Opening Home again, the device asks the server, and the server answers 401.
    await page.goto('/Home')
    await page.getByText('Un-Authorized !!').waitFor({ timeout: 30_000 })
    const inPlace = page.getByTestId('sign-in-again')
    await inPlace.getByText('Nothing was waiting to be sent.').waitFor({ timeout: 30_000 })
    expect(new URL(page.url()).pathname).toBe('/Home')
    await inPlace.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await inPlace.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByTestId('creator-home').waitFor({ timeout: 30_000 })
    expect(new URL(page.url()).pathname).toBe('/Home')
  }, 120_000)
})
