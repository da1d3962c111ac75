import { brotliCompressSync, gzipSync, constants } from 'node:zlib'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { cpSync } from 'node:fs'
import { build } from 'vite'
import { openBrowser } from '../e2e/browser'
import { BENCH_DIR, ROOT, startServer } from './lib/harness'
import { ratioRow, type BenchRow } from './lib/stats'

interface Sizes {
  jsGzip: number
  jsBrotli: number
  cssGzip: number
  cssBrotli: number
  files: number
}

/** What a first visit to `url` downloads as JavaScript and CSS, compressed as a server would. */
async function measure(baseURL: string, url: string): Promise<Sizes> {
  const b = await openBrowser(baseURL)
  try {
    const bodies: Array<Promise<{ type: string; body: Buffer }>> = []
    b.page.on('response', (res) => {
      const type = res.request().resourceType()
      if (type === 'script' || type === 'stylesheet') bodies.push(res.body().then((body) => ({ type, body })))
    })
    await b.page.goto(url, { waitUntil: 'networkidle' })
    const sizes: Sizes = { jsGzip: 0, jsBrotli: 0, cssGzip: 0, cssBrotli: 0, files: 0 }
    for (const { type, body } of await Promise.all(bodies)) {
      const gz = gzipSync(body, { level: 9 }).length
      const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
      if (type === 'script') {
        sizes.jsGzip += gz
        sizes.jsBrotli += br
      } else {
        sizes.cssGzip += gz
        sizes.cssBrotli += br
      }
      sizes.files += 1
    }
    return sizes
  } finally {
    await b.close()
  }
}

/** Initial-route JS and CSS of the app against a minimal React + TanStack Router page. */
export async function benchBundle(): Promise<BenchRow[]> {
  const peerOut = path.join(ROOT, 'node_modules/.bench-peer')
  await build({
    root: path.join(BENCH_DIR, 'peer-app'),
    base: '/__bench/peer/',
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: peerOut, emptyOutDir: true, target: 'es2022' },
    mode: 'production',
  })
  const server = await startServer((dir) => cpSync(peerOut, path.join(dir, 'peer'), { recursive: true }))
  try {
    const app = await measure(server.url, '/Home')
    const peer = await measure(server.url, '/__bench/peer/index.html')
    const kib = (n: number) => n / 1024
    const peerName = 'React + TanStack Router page'
    return [
      ratioRow({ group: 'Bundle', name: 'Initial JS, gzip', value: kib(app.jsGzip), unit: 'KiB', peer: kib(peer.jsGzip), peerName, maxRatio: 1.8, detail: `${app.files} files for /Home` }),
      ratioRow({ group: 'Bundle', name: 'Initial JS, brotli', value: kib(app.jsBrotli), unit: 'KiB', peer: kib(peer.jsBrotli), peerName, maxRatio: 1.8 }),
      { group: 'Bundle', name: 'Initial JS, gzip, absolute', value: kib(app.jsGzip), unit: 'KiB', goal: '< 170 KiB', met: kib(app.jsGzip) < 170 },
      { group: 'Bundle', name: 'Initial CSS, gzip', value: kib(app.cssGzip), unit: 'KiB', detail: 'the peer has no CSS' },
      { group: 'Bundle', name: 'Initial CSS, brotli', value: kib(app.cssBrotli), unit: 'KiB' },
    ]
  } finally {
    await server.close()
  }
}
