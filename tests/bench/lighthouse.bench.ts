import { createServer } from 'node:net'
import lighthouse from 'lighthouse'
import type { Page } from 'playwright-core'
import { openBrowserWithPort } from './lib/chromium-port'
import { startServer } from './lib/harness'
import { median, type BenchRow } from './lib/stats'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
/** The bench server has no demo accounts: the signed-in scenarios use an artist who signs up. */
const SIGN_UP = { fullName: 'Bench Artist', email: 'bench-artist@example.test', password: 'Bench-password-1', role: 'artist' }

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address()
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0))
    })
  })
}

interface Run {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

interface LongTask {
  url?: string
  duration?: number
  startTime?: number
}

/** BENCH_LIGHTHOUSE_DETAIL=1: the long tasks and failing audits of each run, to find what blocks. */
function printDetail(url: string, lhr: { audits: Record<string, { score: number | null; title: string; displayValue?: string; details?: unknown }> }) {
  const items = ((lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []).slice(0, 8)
  console.log(`  ${url}: long tasks ${items.map((t) => `${Math.round(t.duration ?? 0)} ms @${Math.round(t.startTime ?? 0)} ${t.url ?? ''}`).join('; ')}`)
  const shifts = ((lhr.audits['layout-shifts']?.details as { items?: { score?: number; node?: { snippet?: string; selector?: string } }[] } | undefined)?.items ?? []).slice(0, 5)
  for (const shift of shifts) console.log(`  shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? ''} ${shift.node?.snippet?.slice(0, 160) ?? ''}`)
  const failing = Object.entries(lhr.audits).filter(([, a]) => a.score !== null && a.score < 0.9)
  for (const [id, a] of failing) console.log(`  - ${id}: ${a.title} ${a.displayValue ?? ''}`)
}

async function audit(url: string, port: number, disableStorageReset: boolean, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset })
  const lhr = result?.lhr
  // A trace that failed to record (NO_NAVSTART and the like, on a loaded machine) is Lighthouse's own hiccup: one more try.
  if ((!lhr || lhr.runtimeError) && attempt < 2) return audit(url, port, disableStorageReset, attempt + 1)
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr?.runtimeError?.message ?? 'no result'}`)
  const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  if (process.env.BENCH_LIGHTHOUSE_DETAIL) printDetail(url, lhr)
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    tbt: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
  }
}

function rows(scenario: string, runs: Run[]): BenchRow[] {
  const score = median(runs.map((r) => r.score))
  const lcp = median(runs.map((r) => r.lcp))
  return [
    { group: 'Lighthouse', name: `${scenario}: performance score`, value: score, unit: '', goal: '>= 95', met: score >= 95, detail: `median of ${runs.length}` },
    { group: 'Lighthouse', name: `${scenario}: FCP`, value: median(runs.map((r) => r.fcp)), unit: 'ms' },
    { group: 'Lighthouse', name: `${scenario}: LCP`, value: lcp, unit: 'ms', goal: '< 2500 ms', met: lcp < 2500 },
    { group: 'Lighthouse', name: `${scenario}: TBT`, value: median(runs.map((r) => r.tbt)), unit: 'ms' },
    { group: 'Lighthouse', name: `${scenario}: CLS`, value: median(runs.map((r) => r.cls)), unit: '' },
  ]
}

async function setSignedIn(page: Page, userData: Record<string, unknown> | null) {
  await page.evaluate((u) => (u ? localStorage.setItem('userData', JSON.stringify(u)) : localStorage.removeItem('userData')), userData)
}

/**
 * /Home under Lighthouse's mobile throttling: signed out and signed in, a first visit online and
 * a repeat visit offline (the server is stopped, so only the worker can answer).
 */
export async function benchLighthouse(): Promise<BenchRow[]> {
  const server = await startServer()
  const port = await freePort()
  const b = await openBrowserWithPort(server.url, port)
  const out: BenchRow[] = []
  let serverClosed = false
  try {
    const url = `${server.url}/Home`
    const runs = async (reset: boolean, before?: () => Promise<void>) => {
      const list: Run[] = []
      for (let i = 0; i < RUNS; i++) {
        await before?.()
        list.push(await audit(url, port, !reset))
      }
      return list
    }
    out.push(...rows('Signed out, first visit', await runs(true)))

    const login = await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SIGN_UP) })
    const session = login.ok ? ((await login.json()) as { accessToken: string; userData: Record<string, unknown> }) : null
    const userData = session ? { ...session.userData, accessToken: session.accessToken } : null
    const { page, context } = b
    await page.goto(url)
    const cdp = await context.newCDPSession(page)
    if (userData) {
      out.push(
        ...rows(
          'Signed in, first visit',
          await runs(false, async () => {
            await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'service_workers,cache_storage,indexeddb' })
            await page.goto(url)
            await setSignedIn(page, userData)
          }),
        ),
      )
    }

    // Install the worker and its precache, then take the server away.
    await page.goto(url)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    await page.waitForTimeout(1000)
    await server.close()
    serverClosed = true
    await setSignedIn(page, null)
    out.push(...rows('Signed out, offline repeat visit', await runs(false)))
    if (userData) {
      await setSignedIn(page, userData)
      out.push(...rows('Signed in, offline repeat visit', await runs(false)))
    }
    if (!userData) out.push({ group: 'Lighthouse', name: 'Signed-in scenarios', value: Number.NaN, unit: '', detail: `skipped: sign-up answered ${login.status}` })
    return out
  } finally {
    await b.close()
    if (!serverClosed) await server.close()
  }
}
