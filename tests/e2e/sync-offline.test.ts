import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { DEMO_PASSWORD } from '../../seed/portal/demo-accounts'
import { openBrowser, screenshot, waitForController, type BrowserSession } from './browser'
import { wav } from '../../server/test/media'
import { expectAccessible, newAccount, screenshotBoth } from './portal'

const baseURL = inject('baseURL')
const dataDir = inject('dataDir')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

/** Signs in from the page the way the sign-in form does: POST /api/auth/login, userData + token stored. */
async function signInFromPage(page: Page, email: string): Promise<{ token: string; id: string }> {
  return page.evaluate(
    async ({ email, password }) => {
      const res = await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', render: 'backend' }, body: JSON.stringify({ email, password }) })
      if (!res.ok) throw new Error(`Sign-in failed: ${res.status}`)
      const { accessToken, userData } = (await res.json()) as { accessToken: string; userData: { id: string } }
      localStorage.setItem('userData', JSON.stringify({ ...userData, accessToken }))
      return { token: accessToken, id: userData.id }
    },
    { email, password: DEMO_PASSWORD },
  )
}

/** The portal API from the test runner (never offline), as a given user. */
async function api<T>(token: string, pathname: string): Promise<T> {
  const res = await fetch(`${baseURL}/api${pathname}`, { headers: { 'x-access-token': token, render: 'backend' } })
  expect(res.status, pathname).toBe(200)
  return (await res.json()) as T
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@soundportal.test', password: DEMO_PASSWORD }) })
  return ((await res.json()) as { accessToken: string }).accessToken
}


const waiting = (page: Page, n: number) => page.getByTestId('sync-status').getByText(`${n} ${n === 1 ? 'change' : 'changes'} waiting`)

// Each test goes offline, reloads and comes back; on a busy machine that takes a while.
describe('writes made offline survive a reload and reach the server exactly once', () => {
  it('a creator requests follower verification and applies to become a brand', async () => {
    s = await openBrowser(baseURL)
    const { page, context } = s
    await page.goto('/Home')
    await waitForController(page)
    // A creator whose followers are not verified yet (a verified one has nothing to ask for).
    const creator = await signInFromPage(page, (await newAccount(baseURL, 'tiktoker', { verified: false })).email)
    await page.goto('/account')
    await page.getByRole('heading', { name: 'Follower verification' }).waitFor()
    const before = await api<{ userData: { brand_applied: string } }>(creator.token, '/auth/me')
    expect(before.userData.brand_applied).toBe('none')
    // "After one online visit": the profile has been pulled into the mirror before the network goes.
    await page.waitForFunction(
      async () => {
        // Opening a database that does not exist yet would create an empty one.
        if (!(await indexedDB.databases()).some((d) => d.name === 'sound-portal')) return false
        return new Promise<boolean>((resolve) => {
          const open = indexedDB.open('sound-portal')
          open.onerror = () => resolve(false)
          open.onsuccess = () => {
            // Closed after each look, so the app's own connection is never held up by the test's.
            const idb = open.result
            const done = (found: boolean) => {
              idb.close()
              resolve(found)
            }
            if (!idb.objectStoreNames.contains('profile')) return done(false)
            const get = idb.transaction('profile').objectStore('profile').get('me')
            get.onsuccess = () => done(get.result !== undefined)
            get.onerror = () => done(false)
          }
        })
      },
      undefined,
      { timeout: 30_000, polling: 250 },
    )

    await context.setOffline(true)
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor()
    await page.getByLabel('Profile link').fill('https://www.tiktok.com/@chi.creator')
    await page.getByRole('button', { name: 'Request verification' }).click()
    await page.getByRole('button', { name: 'Apply to become a brand' }).click()
    await waiting(page, 2).waitFor()
    await page.getByTestId('verification-status').getByText('Waiting to be sent').waitFor()
    await page.getByTestId('brand-status').getByText('Waiting to be sent').waitFor()

    await page.reload()
    await waiting(page, 2).waitFor()
    await page.getByTestId('verification-status').getByText('Verification requested').waitFor()
    await page.getByTestId('brand-status').getByText('Waiting to be sent').waitFor()
    await screenshot(page, 'sync-offline-pending')
    await screenshotBoth(page, 'profile-pending')
    await expectAccessible(page, 'Profile with queued writes')
    await page.goto('/sync')
    await page.getByRole('heading', { name: 'Sync', level: 1 }).waitFor()
    await expectAccessible(page, 'Sync (needs attention)')
    await page.goto('/account')
    await waiting(page, 2).waitFor()
    // Nothing has reached the server while offline.
    expect((await api<{ userData: { brand_applied: string } }>(creator.token, '/auth/me')).userData.brand_applied).toBe('none')

    await context.setOffline(false)
    await page.getByText('Brand application: sent.').waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByTestId('sync-status').getByText(/waiting/).count(), { timeout: 30_000 }).toBe(0)
    await page.getByTestId('brand-status').getByText('Application sent').waitFor()
    expect(await page.getByText('Waiting to be sent').count()).toBe(0)
    await screenshot(page, 'sync-offline-sent')

    const me = await api<{ userData: { brand_applied: string; followerVerification: string } }>(creator.token, '/auth/me')
    expect(me.userData).toMatchObject({ brand_applied: 'pending', followerVerification: 'pending' })
    const verifications = await api<{ verifications: Array<{ user: { id: string } }> }>(await adminToken(), '/auth/get-follower-verifications?status=pending')
    expect(verifications.verifications.filter((v) => v.user.id === creator.id)).toHaveLength(1)
    const notes = await api<{ notifications: Array<{ type: string }> }>(creator.token, '/auth/get-notifications')
    expect(notes.notifications.filter((n) => n.type === 'brand_application_submitted')).toHaveLength(1)
    // The user heard about each once.
    expect(await page.getByText('Brand application: sent.').count()).toBe(1)
  }, 180_000)

  it('an artist picks an audio file offline; it uploads on reconnect with its progress shown', async () => {
    s = await openBrowser(baseURL)
    const { page, context } = s
    await page.goto('/Home')
    await waitForController(page)
    await signInFromPage(page, 'artist@soundportal.test')
    await page.goto('/Manage/addsong')
    await page.getByRole('heading', { name: 'Add Song', level: 1 }).waitFor()
    const dir = path.join(dataDir, 'uploads')
    const stored = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.wav')).length : 0)
    const filesBefore = stored()

    await context.setOffline(true)
    await page.getByLabel('Audio file').setInputFiles({ name: 'offline-tone.wav', mimeType: 'audio/wav', buffer: Buffer.from(wav(4)) })
    await page.getByLabel('Preview of offline-tone.wav').waitFor()
    await page.getByRole('button', { name: 'Upload' }).click()
    const row = page.getByTestId('upload-row').filter({ hasText: 'offline-tone.wav' })
    await row.getByText('Waiting to upload').waitFor()
    await waiting(page, 1).waitFor()

    await page.reload()
    await row.getByText('Waiting to upload').waitFor()
    await row.getByLabel('Preview of offline-tone.wav').waitFor()
    expect(stored()).toBe(filesBefore)

    // Back online on a slow uplink. The connection comes back first with the upload still failing
    // (as on a flaky network), so the slow uplink is in place before the retry that goes through.
    await context.route('**/api/upload_file', (route) => route.abort('internetdisconnected'))
    await context.setOffline(false)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 8 * 1024 })
    await context.unroute('**/api/upload_file')
    await page.getByTestId('sync-status').getByText(/Uploading \d+%/).waitFor({ timeout: 30_000 })
    await row.getByText(/Uploading \d+%/).waitFor()
    await screenshot(page, 'sync-upload-progress')
    await row.getByText('Uploaded').waitFor({ timeout: 60_000 })

    expect(stored()).toBe(filesBefore + 1)
    const src = await row.getByLabel('Preview of offline-tone.wav').getAttribute('src')
    expect(src).toMatch(/\/uploads\/[0-9a-f]{32}\.wav$/)
    const file = await fetch(new URL(src!, baseURL))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('audio/wav')
    await expect.poll(() => page.getByTestId('sync-status').getByText(/waiting/).count()).toBe(0)
  }, 180_000)
})
