import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { makeDevice, startPushService, type Device } from '../../server/test/push-service'
import { openBrowser, screenshot, waitForController, type BrowserSession } from './browser'
import { api, apiSession, expectAccessible, newAccount, openSignedIn, soundViaApi, uniqueDigits } from './portal'

// Web Push from the server to the worker, in Chromium. Headless Chromium cannot register with a
// real push service (pushManager.subscribe never answers without Google's servers), so the page's
// PushManager is given a stand-in subscription for a push service this test runs on loopback,
// with keys made here: everything else is real — the permission asked on turning it on, the
// server's key, the stored subscription, the server's job encrypting and signing the message,
// its decryption here, its delivery to the worker through DevTools, and the tap.

const baseURL = inject('baseURL')
let service: Awaited<ReturnType<typeof startPushService>>
const sessions: BrowserSession[] = []
beforeAll(async () => {
  service = await startPushService()
})
afterAll(async () => {
  for (const s of sessions) await s.close()
  await service.close()
})

/** What the test reads and calls in the worker's global scope (the DOM types have no worker scope). */
interface WorkerScope {
  registration: ServiceWorkerRegistration
  dispatchEvent: (event: Event) => boolean
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event
}

/** Replaces subscribe/getSubscription with the stand-in and counts permission requests and subscribes. */
function standInPush(device: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const w = window as unknown as { __push: { permissionAsks: number; subscribedWith: string | null } }
  w.__push = { permissionAsks: 0, subscribedWith: null }
  const ask = Notification.requestPermission.bind(Notification)
  Notification.requestPermission = () => {
    w.__push.permissionAsks += 1
    return ask()
  }
  const make = (key: ArrayBuffer | null) =>
    ({
      endpoint: device.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key },
      toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
      unsubscribe: async () => (localStorage.removeItem('standInPush'), true),
    }) as unknown as PushSubscription
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey
    w.__push.subscribedWith = typeof key === 'string' ? key : null
    localStorage.setItem('standInPush', '1')
    return make(null)
  }
  PushManager.prototype.getSubscription = async () => (localStorage.getItem('standInPush') ? make(null) : null)
}

/** A creator's video approved by the artist: the creator's "Approved and paid" notification. */
async function approveAVideoOf(creator: { token: string }) {
  const artist = await newAccount(baseURL, 'artist')
  await api(baseURL, artist.token, '/auth/fund-user-wallet', { amount: 1_000_000 })
  const sound = await soundViaApi<{ id: string }>(baseURL, artist.token, { title: `Pushed ${uniqueDigits()}`, pay_per_use: 50_000, slots: 2 })
  await api(baseURL, creator.token, '/artist/add-hold-slot', { soundid: sound.id })
  const video = `https://www.tiktok.com/@push.creator/video/7${uniqueDigits().padEnd(18, '0').slice(0, 18)}`
  const { approval } = await api<{ approval: { id: string } }>(baseURL, creator.token, '/approval/use-sound', { soundid: sound.id, video_url: video })
  await api(baseURL, artist.token, '/approval/by-artist', { approval_id: approval.id, status: 'approved' })
}

describe('notifications on this phone', () => {
  it('turns push on in Profile, shows a pushed message and opens its screen offline when tapped', async () => {
    const creator = await newAccount(baseURL, 'tiktoker')
    const device: Device = makeDevice(`${service.origin}/push/${uniqueDigits()}`)
    const session = await openSignedIn(baseURL, await apiSession(baseURL, creator.email))
    sessions.push(session)
    const { page, context } = session
    await context.grantPermissions(['notifications'], { origin: baseURL })
    await context.addInitScript(standInPush, device.json())
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/account')
    const toggle = page.getByRole('switch', { name: 'Send notifications here' })
    await expect.poll(() => toggle.isEnabled(), { timeout: 30_000 }).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __push: { permissionAsks: number } }).__push.permissionAsks)).toBe(0)

    // Money only at first; Videos is added once it is on (the approval below arrives only if that was saved).
    for (const kind of ['Videos', 'Slots and reminders', 'Account']) await page.getByRole('checkbox', { name: new RegExp(`^${kind}`) }).click()
    await toggle.click()
    await page.getByText('Notifications are on for this phone.').waitFor()
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
    const asked = await page.evaluate(() => (window as unknown as { __push: { permissionAsks: number; subscribedWith: string } }).__push)
    const { publicKey } = await api<{ publicKey: string }>(baseURL, creator.token, '/push/key')
    expect(asked).toEqual({ permissionAsks: 1, subscribedWith: publicKey })
    await page.getByRole('checkbox', { name: /^Videos/ }).click()
    await page.getByText('Saved what this phone is told about.').waitFor()
    await screenshot(page, 'push-card-on-390')
    await expectAccessible(page, 'Profile with notifications on')

    await approveAVideoOf(creator)
    // The server's job sent it to the (stand-in) push service, encrypted for this device's keys.
    await expect.poll(() => service.requests.length, { timeout: 30_000 }).toBe(1)
    const payload = JSON.parse(device.decrypt(service.requests[0]!.body).toString('utf8')) as { title: string; body: string; url: string; tag: string }
    expect(payload).toMatchObject({ title: 'Approved and paid', url: '/transactions' })
    expect(payload.body).toMatch(/^Your video for “Pushed \d+” was approved: .+ is in your wallet\.$/)

    // Offline on Home; the message reaches the worker as the browser's push service would bring it.
    await page.goto('/Home')
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    await context.setOffline(true)
    const cdp = await context.newCDPSession(page)
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
        const live = e.registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseURL))
        if (live) resolve(live.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const deliver = async () => cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL).origin, registrationId: await registrationId, data: JSON.stringify(payload) })
    await deliver()
    const worker = context.serviceWorkers().find((w) => w.url().startsWith(baseURL))!
    const shown = () =>
      worker.evaluate(async () =>
        (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
      )
    // A message the browser hands to a worker that is still waking can be dropped, as a push service
    // retries: it is brought again until it shows (its tag keeps it one notification).
    const shownOrAgain = async () => {
      const now = await shown()
      if (now.length === 0) await deliver()
      return now
    }
    await expect.poll(shownOrAgain, { timeout: 30_000, interval: 2_000 }).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: '/transactions' } }])

    // The tap: the worker's own notificationclick handler, given the notification it shows.
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope
      const [n] = await scope.registration.getNotifications()
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: n! }))
    })
    await page.waitForURL('**/transactions', { timeout: 15_000 })
    await page.getByRole('heading', { name: 'Transaction', level: 1 }).waitFor()
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    await expect.poll(shown).toEqual([])

    // Offline, Profile says turning it off needs a connection and does not let it be tried.
    await page.goto('/account')
    await page.getByText('Turning notifications on or off needs a connection. You are offline.').waitFor()
    expect(await toggle.isDisabled()).toBe(true)
    await screenshot(page, 'push-card-offline-390')

    // Back online, off: the server forgets the device.
    await context.setOffline(false)
    await expect.poll(() => toggle.isEnabled()).toBe(true)
    await toggle.click()
    await page.getByText('Notifications are off for this phone.').waitFor()
    const res = await fetch(`${baseURL}/api/push/subscriptions`, {
      method: 'DELETE',
      headers: { 'x-access-token': creator.token, 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: device.endpoint }),
    })
    expect(await res.json()).toEqual({ removed: false })

    // On again, then signing out takes this device's subscription away with the session.
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
    const forgotten = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE')
    await page.getByRole('button', { name: /Account menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    expect(await (await forgotten).json()).toEqual({ removed: true })
    expect(await page.evaluate(() => localStorage.getItem('standInPush'))).toBeNull()
  }, 180_000)

  it('says how to install the app first on an iPhone browsing in Safari', async () => {
    const creator = await newAccount(baseURL, 'tiktoker')
    const { userData, token } = await apiSession(baseURL, creator.email)
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'
    const session = await openBrowser(baseURL, { width: 360, height: 780 }, { userAgent: iphone })
    sessions.push(session)
    const { page } = session
    await page.goto('/Home')
    await waitForController(page)
    await page.evaluate((u) => localStorage.setItem('userData', JSON.stringify(u)), { ...userData, accessToken: token })
    await page.goto('/account')
    await page.getByText(/^On iPhone and iPad, notifications work in the installed app only: in Safari tap Share, then “Add to Home Screen”/).waitFor()
    expect(await page.getByRole('switch', { name: 'Send notifications here' }).count()).toBe(0)
    await screenshot(page, 'push-card-iphone-360')
  }, 60_000)
})
