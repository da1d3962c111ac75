import { afterEach, describe, expect, inject, it } from 'vitest'
import { openBrowser, waitForController, type BrowserSession } from './browser'
import { artist, type ApprovalView, uniqueDigits, videoLink, canonical, readyCreator, freshSound, myApprovalsOn, soundAs, waiting, sent, cardOf, findSound, outboxCount } from './creator-fixtures'
import { api, expectAccessible, screenshotBoth, signInAs } from './portal'

// The creator's screens against the real server: holding a slot and submitting a video online and
// offline (the sync issue's "must show") and the tracking link.
// Every test makes its own creator and sounds, so other files sharing the server do not matter.

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

describe('creator screens', () => {
  it('holds a slot and submits a video online; the tracking link counts a click', async () => {
    const creator = await readyCreator()
    const title = `Online Groove ${uniqueDigits()}`
    const sound = await freshSound(title)
    s = await openBrowser(baseURL)
    const { page, context } = s
    await signInAs(page, creator.email)
    await page.goto('/Manage/soundslist')
    await page.getByRole('heading', { name: 'Sounds List', level: 1 }).waitFor()
    const card = await findSound(page, title)
    await expect.poll(() => card.getByText('3 of 3').count()).toBe(1)

    await card.getByRole('button', { name: `Hold a slot on ${title}` }).click()
    await card.getByText('You hold a slot').waitFor()
    await card.getByText(/\d+ (d|h) \d+ (h|min) left/).waitFor()
    await card.getByText('2 of 3').waitFor()
    await sent(card)
    expect((await soundAs(creator, sound.id)).myHold?.status).toBe('held')

    // The server's own rules run in the form: a link that is not a video is refused on the spot.
    await card.getByLabel('Video link').fill('https://example.com/not-a-video')
    await card.getByRole('button', { name: 'Submit video link' }).click()
    await card.getByRole('alert').getByText(/must be an https link to a video/).waitFor()
    const link = videoLink()
    await card.getByLabel('Video link').fill(link)
    await card.getByRole('button', { name: 'Submit video link' }).click()
    await card.getByText('Video submitted').waitFor()
    await card.getByText('Waiting for approval').waitFor()
    await sent(card)

    const uses = await myApprovalsOn(creator, sound.id)
    expect(uses).toHaveLength(1)
    expect(uses[0]).toMatchObject({ creatorId: creator.id, kind: 'video', status: 'pending', videoUrl: canonical(link) })
    expect((await soundAs(creator, sound.id)).myHold?.status).toBe('submitted')

    await page.getByRole('searchbox', { name: /by title or category/ }).fill('')
    await findSound(page, title)
    await screenshotBoth(page, 'creator-soundslist')
    await expectAccessible(page, 'Sounds List')

    // The tracking link: the server counts the click, then sends the visitor to the reference video.
    const tracking = await card.getByLabel('Your tracking link').inputValue()
    expect(tracking).toMatch(new RegExp(`/t/${sound.id}/${creator.id}$`))
    const toVideo = /^https:\/\/(www\.)?tiktok\.com\//
    const video = { status: 200, contentType: 'text/html', body: '<title>video</title>' }
    // Whether the browser lets the test answer the video's address or not (a page controlled by the
    // service worker may not), the visitor must be sent there: wait for that request.
    const openTracking = async (p: typeof page) => {
      const sentOn = p.waitForRequest(toVideo, { timeout: 30_000 })
      await p.goto(tracking).catch(() => null)
      expect((await sentOn).url()).toMatch(toVideo)
    }
    // The creator trying their own link (headless, with the app installed) is sent on but not counted.
    await context.route(toVideo, (route) => route.fulfill(video))
    await openTracking(page)
    // A fan on a phone is counted once, however often they open it today.
    const fan = await openBrowser(baseURL, { width: 412, height: 915 }, { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36' })
    try {
      await fan.context.route(toVideo, (route) => route.fulfill(video))
      for (let i = 0; i < 2; i++) await openTracking(fan.page)
      const cookies = await fan.context.cookies(baseURL)
      expect(cookies.find((c) => c.name === 'sp_visitor')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    } finally {
      await fan.close()
    }
    const payouts = await api<{ approvals: ApprovalView[] }>(baseURL, creator.token, '/approval/check-clicks-pending-requests', { soundid: sound.id })
    expect(payouts.approvals).toHaveLength(1)
    expect(payouts.approvals[0]).toMatchObject({ kind: 'clicks', clickCount: 1, creatorId: creator.id })
  }, 180_000)

  it('a hold and a video link made offline survive a reload and reach the server exactly once', async () => {
    const creator = await readyCreator()
    const title = `Offline Groove ${uniqueDigits()}`
    const sound = await freshSound(title)
    s = await openBrowser(baseURL)
    const { page, context } = s
    await page.goto('/Home')
    await waitForController(page)
    await signInAs(page, creator.email)
    // The one online visit: the list (with this sound) is now on the device.
    await page.goto('/Manage/soundslist')
    await findSound(page, title)

    await context.setOffline(true)
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor()
    const card = cardOf(page, title)
    await card.getByRole('button', { name: `Hold a slot on ${title}` }).click()
    await card.getByText('You hold a slot').waitFor()
    await card.getByText('Waiting to be sent').waitFor()
    await card.getByText('2 of 3').waitFor()
    const link = videoLink()
    await card.getByLabel('Video link').fill(link)
    await card.getByRole('button', { name: 'Submit video link' }).click()
    await card.getByText('Video submitted').waitFor()
    await waiting(page, 2).waitFor()

    await page.reload()
    await waiting(page, 2).waitFor()
    const after = await findSound(page, title)
    // Offline the search looks through the saved sounds only, and says so.
    await page.getByText(/^Offline: searching the sounds saved on this device — 1 of \d+ match$/).waitFor()
    await after.getByText('Video submitted').waitFor()
    await after.getByTestId('my-hold').getByText('Waiting to be sent').waitFor()
    await after.getByRole('listitem').filter({ hasText: canonical(link) }).getByText('Waiting to be sent').waitFor()
    await screenshotBoth(page, 'creator-offline-pending')
    // Nothing reached the server while offline.
    expect(await myApprovalsOn(creator, sound.id)).toHaveLength(0)
    expect((await soundAs(creator, sound.id)).myHold).toBeNull()

    await context.setOffline(false)
    await expect.poll(() => page.getByTestId('sync-status').getByText(/waiting/).count(), { timeout: 60_000 }).toBe(0)
    await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0)
    await after.getByText('Waiting for approval').waitFor()
    await sent(after)

    const uses = await myApprovalsOn(creator, sound.id)
    expect(uses).toHaveLength(1)
    expect(uses[0]).toMatchObject({ videoUrl: canonical(link), status: 'pending' })
    const reserved = await api<{ holds: Array<{ creatorId: string; status: string }> }>(baseURL, await artist(), `/artist/get-sound-reserved-slots?sound_id=${sound.id}`)
    expect(reserved.holds.filter((h) => h.creatorId === creator.id)).toHaveLength(1)
    const seen = await soundAs(creator, sound.id)
    expect(seen.myHold?.status).toBe('submitted')
    expect(seen.slots).toMatchObject({ total: 3, used: 1, held: 0, free: 2 })
  }, 180_000)
})
