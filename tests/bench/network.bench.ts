import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { openBrowser } from '../e2e/browser'
import { startServer, type BenchServer } from './lib/harness'
import { openSlowLink, SLOW_4G, THREE_G, type LinkProfile } from './lib/slow-link'
import { ratioRow, type BenchRow } from './lib/stats'

/**
 * The issues' goals: offline-ready on Slow 4G and 3G; on 3G, the sign-in form and the visitor's
 * page (what Sound Portal is, a Sign in link) usable within 1.5 s and 40 KiB.
 */
const GOALS: Record<string, { readyS: number; firstScreenS?: number; firstScreenKiB?: number }> = {
  [SLOW_4G.name]: { readyS: 15 },
  [THREE_G.name]: { readyS: 40, firstScreenS: 1.5, firstScreenKiB: 40 },
}

/** The same site's floor: a hand-written sign-in form, one document and nothing else. */
const PLAIN_LOGIN = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto}label,input,button{display:block;width:100%;margin:.5rem 0}</style></head>
<body><form><label for="email">E-mail</label><input id="email" name="email" type="email" required><label for="password">Password</label><input id="password" name="password" type="password" required><button type="submit">Sign in</button></form></body></html>`

/** The /login form usable: the e-mail field shown and enabled, the submit button in the page. */
async function waitForSignIn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const email = document.querySelector<HTMLInputElement>('input[name="email"]')
      const submit = [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find((b) => b.textContent?.trim() === 'Sign in')
      return !!email && !email.disabled && email.getClientRects().length > 0 && !!submit?.isConnected
    },
    undefined,
    { polling: 'raf', timeout: 180_000 },
  )
}

/** The visitor's page at `/` usable: the banner's Sign in link shown (src/lib/first-screen/markup.ts). */
async function waitForVisitorPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const link = document.querySelector<HTMLAnchorElement>('#visitor-banner a[href="/login"]')
      return !!link && link.getClientRects().length > 0 && !!document.querySelector('#visitor-banner')?.textContent?.includes('Sound Portal')
    },
    undefined,
    { polling: 'raf', timeout: 180_000 },
  )
}

/** A first visit to `/` through the slow link, until the visitor's page is usable: time and bytes. */
async function visitorVisit(server: BenchServer, profile: LinkProfile): Promise<{ ms: number; bytes: number }> {
  const link = await openSlowLink(server.url, profile)
  const b = await openBrowser(link.url, { width: 412, height: 823 })
  try {
    const t0 = link.now()
    await b.page.goto('/', { waitUntil: 'commit' })
    await waitForVisitorPage(b.page)
    const shown = link.now()
    return { ms: shown - t0, bytes: link.bytesBetween(t0, shown) }
  } finally {
    await b.close()
    await link.close()
  }
}

/** A goal on a first screen's time or bytes, where the profile has one. */
const firstScreenGoal = (limit: number | undefined, value: number, unit: string) => (limit === undefined ? {} : { goal: `<= ${limit} ${unit}`, met: value <= limit })

/** The precache list the build wrote into sw.js (core group only: what install downloads). */
function installUrls(dist: string): string[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8')
  const start = sw.search(/\[\{"(?:group|revision|url)"/)
  const entries = JSON.parse(sw.slice(start, sw.indexOf('}]', start) + 2)) as { url: string; group?: string }[]
  return ['/sw.js', ...entries.filter((e) => (e.group ?? 'core') === 'core').map((e) => `/${e.url.replace(/^\//, '')}`)]
}

interface Visit {
  signInMs: number
  signInBytes: number
  signInRequests: number
  readyMs: number
  readyBytes: number
}

/** A first visit to /login through the slow link: until the form is usable, then until offline-ready. */
async function appVisit(server: BenchServer, profile: LinkProfile): Promise<Visit> {
  const link = await openSlowLink(server.url, profile)
  const b = await openBrowser(link.url, { width: 412, height: 823 })
  try {
    let requests = 0
    b.page.on('request', () => (requests += 1))
    // The page's own "ready for offline" signal (src/lib/pwa/register-sw.ts).
    const cached = b.page.waitForEvent('console', { predicate: (m) => m.text() === 'Content is cached for offline use.', timeout: 300_000 })
    cached.catch(() => undefined)
    const t0 = link.now()
    await b.page.goto('/login', { waitUntil: 'commit' })
    await waitForSignIn(b.page)
    const signIn = link.now()
    const signInRequests = requests
    await b.page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await b.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 300_000 })
    await cached
    const ready = link.now()
    return { signInMs: signIn - t0, signInBytes: link.bytesBetween(t0, signIn), signInRequests, readyMs: ready - t0, readyBytes: link.bytesBetween(t0, ready) }
  } finally {
    await b.close()
    await link.close()
  }
}

/** The peer: the plain sign-in form, then the same install files fetched by the page itself (six connections, no worker). */
async function peerVisit(server: BenchServer, profile: LinkProfile, urls: string[]): Promise<Visit> {
  const link = await openSlowLink(server.url, profile)
  const b = await openBrowser(link.url, { width: 412, height: 823 })
  try {
    const t0 = link.now()
    await b.page.goto('/__bench/plain-login.html', { waitUntil: 'commit' })
    await waitForSignIn(b.page)
    const signIn = link.now()
    await b.page.evaluate(async (list) => {
      await Promise.all(list.map((u) => fetch(u, { cache: 'no-store' }).then((r) => r.arrayBuffer())))
    }, urls)
    const ready = link.now()
    return {
      signInMs: signIn - t0,
      signInBytes: link.bytesBetween(t0, signIn),
      signInRequests: 1,
      readyMs: ready - t0,
      readyBytes: link.bytesBetween(t0, ready),
    }
  } finally {
    await b.close()
    await link.close()
  }
}

const kib = (n: number) => n / 1024

/**
 * A first visit on a slow mobile connection: time and bytes until the sign-in form is usable and
 * until the app is ready offline, against a plain one-document sign-in page of the same server
 * and the bare download of the same install files through the same link.
 */
export async function benchNetwork(): Promise<BenchRow[]> {
  const server = await startServer((dir) => writeFileSync(path.join(dir, 'plain-login.html'), PLAIN_LOGIN))
  const out: BenchRow[] = []
  try {
    const urls = installUrls(server.dist)
    for (const profile of process.env.BENCH_NETWORK === '3g' ? [THREE_G] : [SLOW_4G, THREE_G]) {
      const goal = GOALS[profile.name]!
      const app = await appVisit(server, profile)
      const visitor = await visitorVisit(server, profile)
      const peer = await peerVisit(server, profile, urls)
      const group = `Network (${profile.name})`
      const signInS = app.signInMs / 1000
      const readyS = app.readyMs / 1000
      out.push(
        {
          ...ratioRow({
            group,
            name: 'First visit: sign-in form usable',
            value: signInS,
            unit: 's',
            peer: peer.signInMs / 1000,
            peerName: 'plain sign-in page',
            detail: `${app.signInRequests} requests by the page`,
          }),
          ...firstScreenGoal(goal.firstScreenS, signInS, 's'),
        },
        {
          ...ratioRow({
            group,
            name: 'First visit: bytes until sign-in usable',
            value: kib(app.signInBytes),
            unit: 'KiB',
            peer: kib(peer.signInBytes),
            peerName: 'plain sign-in page',
          }),
          ...firstScreenGoal(goal.firstScreenKiB, kib(app.signInBytes), 'KiB'),
        },
        {
          ...ratioRow({
            group,
            name: 'First visit to /: what it is and Sign in shown',
            value: visitor.ms / 1000,
            unit: 's',
            peer: peer.signInMs / 1000,
            peerName: 'plain sign-in page',
          }),
          ...firstScreenGoal(goal.firstScreenS, visitor.ms / 1000, 's'),
        },
        {
          ...ratioRow({
            group,
            name: 'First visit to /: bytes until shown',
            value: kib(visitor.bytes),
            unit: 'KiB',
            peer: kib(peer.signInBytes),
            peerName: 'plain sign-in page',
          }),
          ...firstScreenGoal(goal.firstScreenKiB, kib(visitor.bytes), 'KiB'),
        },
        {
          ...ratioRow({
            group,
            name: 'First visit: offline-ready',
            value: readyS,
            unit: 's',
            peer: peer.readyMs / 1000,
            peerName: `same ${urls.length} files fetched by a page`,
            detail: 'worker controls the page, install finished',
          }),
          goal: `<= ${goal.readyS} s`,
          met: readyS <= goal.readyS,
        },
        ratioRow({
          group,
          name: 'First visit: bytes until offline-ready',
          value: kib(app.readyBytes),
          unit: 'KiB',
          peer: kib(peer.readyBytes),
          peerName: `same ${urls.length} files fetched by a page`,
        }),
      )
    }
    return out
  } finally {
    await server.close()
  }
}
