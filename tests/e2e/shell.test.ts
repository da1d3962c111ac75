import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, screenshot, setUserData, waitForController, type BrowserSession } from './browser'

const baseURL = inject('baseURL')
let s: BrowserSession

beforeAll(async () => {
  s = await openBrowser(baseURL)
})
afterAll(() => s.close())

async function menu() {
  const nav = s.page.getByRole('navigation', { name: 'Main menu' })
  await nav.getByRole('link').first().waitFor()
  return nav.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))
}

describe('the installable shell', () => {
  it('becomes controlled by the worker and still renders offline after one visit', async () => {
    const { page, context } = s
    const logs: string[] = []
    page.on('console', (m) => logs.push(m.text()))
    await page.goto('/Home')
    await waitForController(page)
    await expect.poll(() => logs).toContain('Content is cached for offline use.')
    await context.setOffline(true)
    try {
      await page.reload()
      await expect(page.getByRole('heading', { name: 'Home' })).toBeTruthy()
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
      expect(await menu()).toEqual([['Home', '/Home']])
      await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor()
      await page.goto('/Manage/soundslist')
      await page.getByRole('heading', { name: 'Sign in' }).waitFor()
      await screenshot(page, 'shell-offline-signin')
    } finally {
      await context.setOffline(false)
    }
  })

  it('has a manifest fit for installation and precaches the shell', async () => {
    const { page } = s
    await page.goto('/Home')
    const href = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'))
    expect(href).toBeTruthy()
    const manifest = await (await fetch(new URL(href!, baseURL))).json()
    expect(manifest).toMatchObject({ name: 'Sound Portal', start_url: '/Home', display: 'standalone', theme_color: '#6d28d9' })
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons) {
      const res = await fetch(new URL(icon.src, baseURL))
      expect(res.headers.get('content-type')).toBe('image/png')
    }
    await waitForController(page)
    const cached = await page.evaluate(async () => {
      const names = await caches.keys()
      const urls: string[] = []
      for (const n of names) for (const r of await (await caches.open(n)).keys()) urls.push(new URL(r.url).pathname)
      return urls
    })
    expect(cached).toContain('/index.html')
    expect(cached.some((u) => /^\/assets\/index-.*\.js$/.test(u))).toBe(true)
    expect(cached.some((u) => /^\/assets\/.*\.css$/.test(u))).toBe(true)
  })

  it('loads under 170 KiB of gzipped JavaScript for the first route', async () => {
    const fresh = await openBrowser(baseURL)
    try {
      const scripts = new Map<string, Promise<Buffer>>()
      fresh.page.on('response', (res) => {
        if (res.request().resourceType() !== 'script') return
        const body = res.body()
        // A script still arriving when the browser closes is not counted, and is no error.
        body.catch(() => undefined)
        scripts.set(res.url(), body)
      })
      await fresh.page.goto('/Home', { waitUntil: 'networkidle' })
      let total = 0
      for (const body of scripts.values()) total += gzipSync(await body, { level: 9 }).length
      const kib = total / 1024
      console.log(`Initial JavaScript for /Home: ${kib.toFixed(1)} KiB gzip in ${scripts.size} files`)
      expect(scripts.size).toBeGreaterThan(0)
      expect(kib).toBeLessThan(170)
    } finally {
      await fresh.close()
    }
  })
})

describe('the menu for each role (specification §6)', () => {
  const cases: Array<[string, Record<string, unknown>, string[][]]> = [
    ['artist', { role: 'artist' }, [['Home', '/Home'], ['Add Song', '/Manage/addsong'], ['My Songs', '/manage/artistmusic'], ['Verifications', '/manage/verifications'], ['Sounds List', '/Manage/soundslist'], ['Add CapCut Sound', '/Manage/addcatcupsong']]],
    ['musician', { role: 'musician' }, [['Home', '/Home'], ['Add Song', '/Manage/addsong'], ['My Songs', '/manage/artistmusic'], ['Verifications', '/manage/verifications'], ['Sounds List', '/Manage/soundslist'], ['Add CapCut Sound', '/Manage/addcatcupsong']]],
    ['tiktoker', { role: 'tiktoker', influencer: 'No' }, [['Home', '/Home'], ['Profile', '/account'], ['Sounds List', '/Manage/soundslist'], ['CapCut Sounds List', '/Manage/catcupsoundslist']]],
    ['influencer', { role: 'tiktoker', influencer: 'Yes' }, [['Home', '/Home'], ['Profile', '/account'], ['Sounds List', '/Manage/soundslist'], ['Influencers Sounds', '/Manage/influencersoundslist'], ['CapCut Sounds List', '/Manage/catcupsoundslist']]],
    ['brand', { role: 'brand' }, [['Home', '/Home'], ['Profile', '/account'], ['My Adverts', '/mybrandrequests'], ['Verifications', '/manage/verifications'], ['Duet Ad Video', '/brandform'], ['Make Ad Video', '/brandformscript']]],
    ['admin', { role: 'admin' }, [['Home', '/Home'], ['Verifications', '/manage/verifications'], ['Users', '/Manage/User/Admin'], ['Verification (Tiktokers)', '/Manage/adminverificationsusers'], ['Sound List', '/admin/soundlist'], ['Statics', '/admin/stats'], ['Sounds List Admin', '/Manage/soundslistadmin']]],
    ['another role', { role: 'editor' }, [['Home', '/Home']]],
    ['an account type over the role', { role: 'tiktoker', accountType: 'brand' }, [['Home', '/Home'], ['Profile', '/account'], ['My Adverts', '/mybrandrequests'], ['Verifications', '/manage/verifications'], ['Duet Ad Video', '/brandform'], ['Make Ad Video', '/brandformscript']]],
  ]

  it.each(cases)('%s', async (_name, user, expected) => {
    const { page, context } = s
    await page.goto('/Home')
    await waitForController(page)
    // Offline, so the stored userData alone decides (no session refresh from the server).
    await context.setOffline(true)
    try {
      await setUserData(page, { ...user, fullName: 'Test User', accessToken: 'stored-token', ability: [{ action: 'read', subject: 'Auth' }] })
      await page.reload()
      expect(await menu()).toEqual(expected)
    } finally {
      await setUserData(page, null)
      await context.setOffline(false)
    }
  })
})

describe('the 401 rule', () => {
  it('shows "Un-Authorized !!", signs out and clears the stored user', async () => {
    const { page } = s
    await page.goto('/Home')
    await setUserData(page, { role: 'artist', fullName: 'Expired Artist', accessToken: 'not-a-valid-token' })
    await page.goto('/manage/artistmusic')
    await page.getByText('Un-Authorized !!').waitFor()
    // The specification's words, and a sentence a person can act on.
    await page.getByText('Your session has ended. Sign in again to go on; changes waiting on this device are kept.').waitFor()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull()
    await screenshot(page, 'shell-unauthorized')
  })
})
