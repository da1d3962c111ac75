import type { CDPSession, Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import type { BrowserSession } from './browser'
import { waitForController } from './browser'
import { apiSession, newAccount, openSignedIn, PHONE, soundViaApi, uniqueDigits, api } from './portal'

// Sound previews on a creator's phone: the audio is not downloaded before play (what the browser
// reads for the length only; with Save-Data nothing at all), and playing streams it with Range
// requests. A preview the user played is kept by the worker and plays again offline.

const baseURL = inject('baseURL')
const SECONDS = 600
/** The uploaded WAV: 8000 bytes a second plus its 44-byte header (4.8 MB, more than the worker keeps of a played preview). */
const FILE_BYTES = 44 + 8000 * SECONDS
/** HTMLMediaElement.networkState values (the page's constants are not available in Node). */
const HTMLMediaElementStates = { EMPTY: 0, IDLE: 1, LOADING: 2, NO_SOURCE: 3 } as const
const sessions: BrowserSession[] = []
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close()
})

interface Fetched {
  url: string
  range?: string
  status?: number
  bytes: number
}

/** Every request for an uploaded file, as the browser sent it: its Range header, its status, the bytes that arrived. */
async function watchUploads(cdp: CDPSession): Promise<Map<string, Fetched>> {
  const seen = new Map<string, Fetched>()
  await cdp.send('Network.enable')
  const rangeOf = (headers: Record<string, string>) => Object.entries(headers).find(([k]) => k.toLowerCase() === 'range')?.[1]
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!new URL(e.request.url).pathname.startsWith('/uploads/')) return
    seen.set(e.requestId, { url: e.request.url, range: rangeOf(e.request.headers), bytes: 0 })
  })
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    const f = seen.get(e.requestId)
    if (f && !f.range) f.range = rangeOf(e.headers as Record<string, string>)
  })
  cdp.on('Network.responseReceived', (e) => {
    const f = seen.get(e.requestId)
    if (f) f.status = e.response.status
  })
  cdp.on('Network.dataReceived', (e) => {
    const f = seen.get(e.requestId)
    if (f) f.bytes += e.dataLength
  })
  return seen
}

const of = (seen: Map<string, Fetched>, src: string) => [...seen.values()].filter((f) => f.url === src)
const bytesOf = (seen: Map<string, Fetched>, src: string) => of(seen, src).reduce((n, f) => n + f.bytes, 0)

/** The preview on the Sounds List, found by its sound's title. */
async function preview(page: Page, title: string): Promise<{ audio: Locator; src: string }> {
  await page.goto('/Manage/soundslist')
  await page.getByRole('searchbox', { name: /by title or category/ }).fill(title)
  const audio = page.getByLabel(`Preview of ${title}`)
  await audio.waitFor({ timeout: 60_000 })
  const src = await audio.evaluate((a: HTMLAudioElement) => a.currentSrc || a.src)
  return { audio, src }
}

/** Presses play as a user would (a tap on the page first, so the browser allows playback), then waits until it plays. */
async function play(page: Page, audio: Locator) {
  await page.getByRole('heading', { name: 'Sounds List', level: 1 }).click()
  await audio.evaluate((a: HTMLAudioElement) => a.play())
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime > 0 && !a.paused), { timeout: 30_000 }).toBe(true)
}

describe('sound previews on a slow, expensive connection', () => {
  it('read only what the length needs before play (with Save-Data nothing), then stream with Range requests', async () => {
    const artist = await newAccount(baseURL, 'artist')
    await api(baseURL, artist.token, '/auth/fund-user-wallet', { amount: 100_000 })
    const title = `Long preview ${uniqueDigits()}`
    await soundViaApi(baseURL, artist.token, { title, pay_per_use: 10_000, slots: 2 }, SECONDS)
    const creator = await newAccount(baseURL, 'tiktoker')
    const s = await openSignedIn(baseURL, await apiSession(baseURL, creator.email))
    sessions.push(s)
    const { page, context } = s
    await page.setViewportSize(PHONE)
    const cdp = await context.newCDPSession(page)
    const seen = await watchUploads(cdp)

    // The length shows before play: the browser read the file's header, not the file.
    const { audio, src } = await preview(page, title)
    await expect.poll(() => page.getByTestId('audio-duration').filter({ hasText: /^10:00/ }).count(), { timeout: 60_000 }).toBe(1)
    expect(await audio.evaluate((a: HTMLAudioElement) => [a.preload, a.paused, a.autoplay])).toEqual(['metadata', true, false])
    expect(of(seen, src).length).toBeGreaterThan(0)
    for (const f of of(seen, src)) expect(f.range, 'every audio request asks for a range').toMatch(/^bytes=\d+-/)
    // Not the file: on loopback Chromium reads ahead about a megabyte before it stops (on a slow
    // link far less); the sound itself streams on play.
    expect(bytesOf(seen, src)).toBeLessThan(FILE_BYTES / 2)

    // Play: the audio streams with Range requests answered 206.
    const header = bytesOf(seen, src)
    await play(page, audio)
    await expect.poll(() => bytesOf(seen, src), { timeout: 30_000 }).toBeGreaterThan(header)
    for (const f of of(seen, src)) expect(f.range).toMatch(/^bytes=\d+-/)
    expect(of(seen, src).some((f) => f.status === 206)).toBe(true)

    // Save-Data: the list loads no audio at all until play is pressed.
    await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never)
    seen.clear()
    const lean = await preview(page, title)
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true)
    expect(await lean.audio.getAttribute('preload')).toBe('none')
    // The element has run its load steps and stopped without fetching (NETWORK_IDLE, nothing buffered).
    await expect.poll(() => lean.audio.evaluate((a: HTMLAudioElement) => [a.networkState, a.readyState]), { timeout: 30_000 }).toEqual([HTMLMediaElementStates.IDLE, 0])
    expect(await page.getByTestId('audio-duration').filter({ hasText: /\d/ }).count()).toBe(0)
    expect(of(seen, lean.src)).toEqual([])
    await play(page, lean.audio)
    await expect.poll(() => bytesOf(seen, lean.src), { timeout: 30_000 }).toBeGreaterThan(0)
    for (const f of of(seen, lean.src)) expect(f.range).toMatch(/^bytes=\d+-/)
  }, 180_000)

  it('keeps a played preview, which then plays offline; one never played is not kept', async () => {
    const artist = await newAccount(baseURL, 'artist')
    await api(baseURL, artist.token, '/auth/fund-user-wallet', { amount: 100_000 })
    const played = `Played preview ${uniqueDigits()}`
    const unplayed = `Unplayed preview ${uniqueDigits()}`
    for (const title of [played, unplayed]) await soundViaApi(baseURL, artist.token, { title, pay_per_use: 10_000, slots: 2 }, 20)
    const creator = await newAccount(baseURL, 'tiktoker')
    const s = await openSignedIn(baseURL, await apiSession(baseURL, creator.email))
    sessions.push(s)
    const { page, context } = s
    await page.setViewportSize(PHONE)
    await waitForController(page)
    const kept = (src: string) => page.evaluate(async (url) => Boolean(await (await caches.open('played-audio')).match(url)), src)

    const other = await preview(page, unplayed)
    const first = await preview(page, played)
    await play(page, first.audio)
    await expect.poll(() => kept(first.src), { timeout: 30_000 }).toBe(true)
    expect(await kept(other.src)).toBe(false)

    await context.setOffline(true)
    const again = await preview(page, played)
    await play(page, again.audio)
    await expect.poll(() => again.audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5)
    await context.setOffline(false)
  }, 180_000)
})
