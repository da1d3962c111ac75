import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { openBrowser, waitForController } from '../e2e/browser'
import { startServer } from './lib/harness'
import { median, percentile, ratioRow, type BenchRow } from './lib/stats'

const ROUNDS = Number(process.env.BENCH_WORKER_ROUNDS ?? 300)

/** Times `rounds` interleaved fetches of each URL from the page; returns ms samples per URL. */
async function timeFetches(page: Page, urls: string[], rounds: number): Promise<number[][]> {
  return page.evaluate(
    async ({ urls, rounds }) => {
      const samples = urls.map(() => [] as number[])
      for (let r = 0; r < rounds; r++) {
        for (let i = 0; i < urls.length; i++) {
          const t0 = performance.now()
          const res = await fetch(urls[i]!)
          await res.text()
          samples[i]!.push(performance.now() - t0)
        }
      }
      return samples
    },
    { urls, rounds },
  )
}

// A bare worker: the peer for cold start (nothing but a fetch handler).
const BARE_WORKER = `self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (e) => {
  if (new URL(e.request.url).pathname === '/__bench/bare/ping') e.respondWith(new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }))
})`

/**
 * Demo routes answered by the worker against a no-op respondWith in the same worker, and the
 * worker's cold start against a bare worker.
 */
export async function benchWorker(): Promise<BenchRow[]> {
  const server = await startServer((dir) => {
    const bare = path.join(dir, 'bare')
    mkdirSync(bare, { recursive: true })
    writeFileSync(path.join(bare, 'sw.js'), BARE_WORKER)
    writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>bare</title><p>bare worker</p>')
  })
  const b = await openBrowser(server.url)
  try {
    const { page, context } = b
    await page.goto('/Home')
    await waitForController(page)
    const urls = ['/__sw/ping', '/api/users/list/data', '/apps/invoice/invoices']
    await timeFetches(page, urls, 20) // seeds the demo data and warms up
    const [noop, users, invoices] = await timeFetches(page, urls, ROUNDS)
    const rows: BenchRow[] = []
    const peerName = 'no-op respondWith'
    for (const [name, samples] of [['GET /api/users/list/data', users!], ['GET /apps/invoice/invoices', invoices!]] as const) {
      rows.push(ratioRow({ group: 'Worker', name: `${name} p50`, value: median(samples), unit: 'ms', peer: median(noop!), peerName, maxRatio: 3 }))
      rows.push(ratioRow({ group: 'Worker', name: `${name} p95`, value: percentile(samples, 95), unit: 'ms', peer: percentile(noop!, 95), peerName }))
    }

    // Cold start: the first request after every worker is stopped.
    const bare = await context.newPage()
    await bare.goto('/__bench/bare/index.html')
    await bare.evaluate(async () => {
      await navigator.serviceWorker.register('/__bench/bare/sw.js', { scope: '/__bench/bare/' })
      await navigator.serviceWorker.ready
    })
    await bare.reload()
    await bare.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const cdp = await context.newCDPSession(page)
    await cdp.send('ServiceWorker.enable')
    const cold = { app: [] as number[], bare: [] as number[] }
    for (let i = 0; i < 15; i++) {
      for (const [p, url, bucket] of [[page, '/__sw/ping', cold.app], [bare, '/__bench/bare/ping', cold.bare]] as const) {
        await cdp.send('ServiceWorker.stopAllWorkers')
        await p.waitForTimeout(100)
        bucket.push(await p.evaluate(async (u) => {
          const t0 = performance.now()
          await (await fetch(u)).text()
          return performance.now() - t0
        }, url))
      }
    }
    rows.push(ratioRow({ group: 'Worker', name: 'Cold start (first request after stop)', value: median(cold.app), unit: 'ms', peer: median(cold.bare), peerName: 'bare worker' }))
    return rows
  } finally {
    await b.close()
    await server.close()
  }
}
