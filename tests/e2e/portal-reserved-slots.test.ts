import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserSession } from './browser'
import { api, apiSession, demoEmail, openSignedIn, soundViaApi, type ApiSession } from './portal'

// A sound's reserved slots (My Songs → Details and slots) against the real server: fetched when the
// details open, kept per sound so they open offline as last loaded; a release leaves the list
// once the server's list without the hold has landed.

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`
let artist: ApiSession
let creator: ApiSession
beforeAll(async () => {
  artist = await apiSession(baseURL, demoEmail('artist'))
  creator = await apiSession(baseURL, demoEmail('creator'))
})

type Holds = { holds: Array<{ id: string; status: string }> }

describe('reserved slots', () => {
  it('open offline as last loaded; a release reaches the server and the hold leaves the list', async () => {
    const title = `E2E holds ${unique()}`
    const sound = await soundViaApi<{ id: string }>(baseURL, artist.token, { title, pay_per_use: 100, slots: 2 })
    await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: sound.id })
    s = await openSignedIn(baseURL, artist)
    const { page, context } = s
    await page.goto('/manage/artistmusic')
    const card = page.getByTestId('my-sound').filter({ hasText: title })
    await card.waitFor({ timeout: 60_000 })
    await card.getByRole('button', { name: 'Details and slots' }).click()
    const holds = card.getByTestId('reserved-slots')
    await holds.getByText('Held', { exact: true }).waitFor({ timeout: 30_000 })
    await card.getByText(/^Last loaded \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/).waitFor()

    await context.setOffline(true)
    await page.reload()
    await card.waitFor({ timeout: 60_000 })
    await card.getByRole('button', { name: 'Details and slots' }).click()
    await card.getByText('You are offline: showing the reserved slots as last loaded.').waitFor()
    await holds.getByText('Held', { exact: true }).waitFor()
    await context.setOffline(false)

    await holds.getByRole('button', { name: /^Release/ }).click()
    await expect.poll(async () => (await api<Holds>(baseURL, artist.token, `/artist/get-sound-reserved-slots?sound_id=${sound.id}`)).holds.filter((h) => h.status === 'held'), { timeout: 60_000 }).toEqual([])
    await card.getByText('No slot is held right now.').waitFor({ timeout: 60_000 })
  }, 180_000)
})
