import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH, openBrowser, waitForController } from '../e2e/browser'
import { startServer, type Answered, type BenchServer } from './lib/harness'
import { ratioRow, type BenchRow } from './lib/stats'

interface Entry {
  url: string
  group?: string
}

const kib = (n: number) => n / 1024
const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

/** The worker's precache list, as the build wrote it into sw.js. */
function manifestOf(dist: string): Entry[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8')
  const start = sw.search(/\[\{"(?:group|revision|url)"/)
  if (start < 0) throw new Error('No precache list found in sw.js')
  return JSON.parse(sw.slice(start, sw.indexOf('}]', start) + 2)) as Entry[]
}

/** A creator's screens, each opened once. */
const CREATOR_SCREENS = ['/Home', '/account', '/Manage/soundslist', '/Manage/catcupsoundslist', '/Manage/influencersoundslist', '/transactions', '/sync']

/**
 * The files a creator's screens alone need (document, scripts, styles), fetched by a browser with
 * no worker so each one shows, and the API refused so a made-up session is never signed out.
 */
async function creatorFiles(server: BenchServer): Promise<Set<string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-creator-'))
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, baseURL: server.url, serviceWorkers: 'block' })
  const files = new Set<string>()
  try {
    await context.route('**/api/**', (route) => route.abort())
    const page = context.pages()[0] ?? (await context.newPage())
    page.on('response', (res) => {
      const type = res.request().resourceType()
      if (type === 'script' || type === 'stylesheet' || type === 'document') files.add(new URL(res.url()).pathname)
    })
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('userData', JSON.stringify({ role: 'tiktoker', influencer: 'Yes', fullName: 'Bench Creator', accessToken: 'bench', ability: [{ action: 'read', subject: 'Auth' }] })))
    for (const screen of CREATOR_SCREENS) await page.goto(screen, { waitUntil: 'networkidle' })
  } finally {
    await context.close()
    rmSync(dir, { recursive: true, force: true })
  }
  return files
}

const sum = (answers: Answered[]) => answers.reduce((n, a) => n + a.body + a.headers, 0)

/** Bytes over the wire for a first visit to /login until the worker controls it, then for repeat visits. */
async function visits(server: BenchServer, log: Answered[]): Promise<{ first: number; firstRequests: number; repeat: number[] }> {
  const b = await openBrowser(server.url)
  try {
    const from = log.length
    await b.page.goto('/login')
    await waitForController(b.page)
    await b.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
    const first = log.slice(from)
    const repeat: number[] = []
    // The first controlled visit also makes the page's once-a-day check of the worker file.
    for (let i = 0; i < 3; i++) {
      const at = log.length
      const checked = b.page.waitForResponse((r) => new URL(r.url()).pathname === '/sw.js', { timeout: 30_000 }).catch(() => null)
      await b.page.reload()
      await b.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
      await checked
      repeat.push(sum(log.slice(at)))
    }
    return { first: sum(first), firstRequests: first.length, repeat }
  } finally {
    await b.close()
  }
}

/**
 * What installing the app costs: the install download against what a creator's screens alone
 * need, the worker's size against the sign-in page's scripts, and a repeat online visit with
 * nothing changed against the first visit.
 */
export async function benchInstall(): Promise<BenchRow[]> {
  const log: Answered[] = []
  const server = await startServer(undefined, (a) => log.push(a))
  try {
    const manifest = manifestOf(server.dist)
    const core = manifest.filter((e) => (e.group ?? 'core') === 'core')
    const installGzip = core.reduce((n, e) => n + gzipOf(path.join(server.dist, e.url)), 0)
    const workerGzip = gzipOf(path.join(server.dist, 'sw.js'))
    const creator = await creatorFiles(server)
    const creatorGzip = [...creator].reduce((n, p) => n + gzipOf(path.join(server.dist, p === '/' || !path.extname(p) ? 'index.html' : p)), 0)
    const signIn = [...creator].filter((p) => p.endsWith('.js')).length
    const { first, firstRequests, repeat } = await visits(server, log)
    const steady = repeat.at(-1) ?? Number.NaN
    return [
      ratioRow({ group: 'Install', name: 'Install download, gzip', value: kib(installGzip + workerGzip), unit: 'KiB', peer: kib(creatorGzip), peerName: "a creator's screens alone", maxRatio: 2, detail: `${core.length} files + the worker; ${manifest.length - core.length} more on demand` }),
      { group: 'Install', name: 'Install download, gzip, absolute', value: kib(installGzip + workerGzip), unit: 'KiB', goal: '<= 500 KiB', met: kib(installGzip + workerGzip) <= 500 },
      ratioRow({ group: 'Install', name: 'Worker script, gzip', value: kib(workerGzip), unit: 'KiB', peer: kib(creatorGzip), peerName: "a creator's screens alone", detail: `${signIn} scripts for those screens` }),
      ratioRow({ group: 'Install', name: 'First visit to /login until offline-ready, bytes sent', value: kib(first), unit: 'KiB', peer: kib(creatorGzip), peerName: "a creator's screens alone", detail: `${firstRequests} requests, headers included` }),
      ratioRow({ group: 'Install', name: 'Repeat online visit, nothing changed', value: steady / 1024, unit: 'KiB', peer: kib(first), peerName: 'the first visit', maxRatio: 0.01, detail: `visits 1-3: ${repeat.map((n) => `${n} B`).join(', ')} (the first also checks the worker file)` }),
    ]
  } finally {
    await server.close()
  }
}
