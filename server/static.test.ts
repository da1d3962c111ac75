import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import type { Database } from './db/client'
import { openTestPglite } from './test/test-database'
import { parseEnv } from './env'

let dist: string
let database: Database
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  mkdirSync(path.join(dist, 'documents'))
  writeFileSync(path.join(dist, 'documents', 'login.html'), '<!doctype html><link rel="modulepreload" href="/assets/auth.js"><div id="root"></div>')
  writeFileSync(path.join(dist, 'documents', 'visitor.html'), '<!doctype html><aside id="visitor-banner"></aside><div id="root"></div>')
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  // As the build leaves a large script: the file and its brotli and gzip copies.
  const big = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))}`
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), big)
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(big))
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(big))
  database = await openTestPglite()
  const env = parseEnv({ DIST_DIR: dist, DATA_DIR: dist, JWT_SECRET: 'x'.repeat(40) })
  app = createApp({ env, database, jwtSecret: new TextEncoder().encode(env.JWT_SECRET) })
})
afterAll(async () => {
  await database.close()
  rmSync(dist, { recursive: true, force: true })
})

const html = { headers: { accept: 'text/html' } }

describe('serving the built app', () => {
  it('answers client routes with index.html, never cached', async () => {
    for (const route of ['/Home', '/Manage/addsong', '/apps/ecommerce/wishlist']) {
      const res = await app.request(route, html)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain('id="root"')
    }
  })

  it("answers a page the build wrote its own document for with that document, and other pages with index.html", async () => {
    const login = await app.request('/login', html)
    expect(login.headers.get('cache-control')).toBe('no-cache')
    expect(await login.text()).toContain('/assets/auth.js')
    for (const route of ['/register', '/Home', '/login/extra', '/LOGIN']) {
      const res = await app.request(route, html)
      expect(res.status).toBe(200)
      expect(await res.text()).not.toContain('/assets/auth.js')
    }
  })

  it('answers a page asking for / with the visitor’s document, and /index.html itself with index.html', async () => {
    const home = await app.request('/', html)
    expect([home.status, home.headers.get('cache-control')]).toEqual([200, 'no-cache'])
    expect(await home.text()).toContain('id="visitor-banner"')
    for (const [route, init] of [['/index.html', html], ['/', {}]] as const) {
      const res = await app.request(route, init)
      expect(res.status).toBe(200)
      expect(await res.text()).not.toContain('visitor-banner')
    }
  })

  it('serves the worker as JavaScript that is always revalidated', async () => {
    const res = await app.request('/sw.js')
    expect(res.headers.get('content-type')).toContain('javascript')
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('marks hashed assets immutable', async () => {
    const res = await app.request('/assets/index-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers a missing file with 404, not the app page', async () => {
    const res = await app.request('/assets/missing-123.js', html)
    expect(res.status).toBe(404)
  })

  it('does not serve files outside the build folder', async () => {
    const res = await app.request('/..%2f..%2fetc%2fpasswd', html)
    expect(res.status).not.toBe(200)
    expect(await res.text()).not.toContain('root:')
  })

  it('never answers an API path with the app page', async () => {
    const res = await app.request('/api/not-a-route', html)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
  })

  it('allows credentials cross-origin only for configured origins', async () => {
    const env = parseEnv({ DIST_DIR: dist, DATA_DIR: dist, JWT_SECRET: 'x'.repeat(40), CORS_ORIGINS: 'https://app.example.com' })
    const corsApp = createApp({ env, database, jwtSecret: new Uint8Array(32), serveApp: false })
    const allowed = await corsApp.request('/api/health', { headers: { origin: 'https://app.example.com' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
    const other = await corsApp.request('/api/health', { headers: { origin: 'https://evil.example.net' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('adds a configured API base to the content security policy', async () => {
    const env = parseEnv({ DIST_DIR: dist, DATA_DIR: dist, JWT_SECRET: 'x'.repeat(40), PUBLIC_API_BASE: 'https://api.example.com/api' })
    const res = await createApp({ env, database, jwtSecret: new Uint8Array(32) }).request('/Home', html)
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.com")
  })

  it('lets images come from the video platforms’ image hosts and the checked endpoints, and from nowhere else outside', async () => {
    const env = parseEnv({ DIST_DIR: dist, DATA_DIR: dist, JWT_SECRET: 'x'.repeat(40), TIKTOK_OEMBED_URL: 'http://127.0.0.1:4321/tiktok/oembed' })
    const res = await createApp({ env, database, jwtSecret: new Uint8Array(32) }).request('/Home', html)
    const img = res.headers.get('content-security-policy')?.split(';').find((d) => d.trim().startsWith('img-src'))
    expect(img?.trim().split(/\s+/)).toEqual([
      'img-src',
      "'self'",
      'data:',
      'blob:',
      'https://*.tiktokcdn.com',
      'https://*.tiktokcdn-us.com',
      'https://*.tiktokcdn-eu.com',
      'https://*.ytimg.com',
      'https://*.cdninstagram.com',
      'https://*.fbcdn.net',
      'http://127.0.0.1:4321',
      'https://www.youtube.com',
      'https://graph.facebook.com',
    ])
  })
})

describe('a revisit costs only what changed', () => {
  it('answers the worker script with 304 when its ETag or date still matches', async () => {
    const first = await app.request('/sw.js')
    const etag = first.headers.get('etag')
    const lastModified = first.headers.get('last-modified')
    expect(etag).toBeTruthy()
    expect(lastModified).toBeTruthy()
    const byTag = await app.request('/sw.js', { headers: { 'if-none-match': etag ?? '' } })
    expect(byTag.status).toBe(304)
    expect(await byTag.text()).toBe('')
    expect(byTag.headers.get('service-worker-allowed')).toBe('/')
    const byDate = await app.request('/sw.js', { headers: { 'if-modified-since': lastModified ?? '' } })
    expect(byDate.status).toBe(304)
    const changed = await app.request('/sw.js', { headers: { 'if-none-match': '"something-else"' } })
    expect(changed.status).toBe(200)
    expect(await changed.text()).toContain('addEventListener')
  })

  it('answers index.html and hashed assets with 304 too', async () => {
    for (const [url, init] of [['/Home', html], ['/assets/index-abc123.js', {}]] as const) {
      const etag = (await app.request(url, init)).headers.get('etag') ?? ''
      const again = await app.request(url, { headers: { ...init.headers, 'if-none-match': `W/${etag}` } })
      expect(again.status).toBe(304)
    }
  })

  it('sends the brotli copy to a browser that takes it, else gzip, else the file', async () => {
    const br = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    expect(br.headers.get('content-type')).toContain('javascript')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('word-399')
    const gz = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('word-399')
    const refusesBr = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(refusesBr.headers.get('content-encoding')).toBe('gzip')
    const plain = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('word-399')
    // Each encoding has its own tag: a cache must never answer one with the other.
    expect(new Set([br, gz, plain].map((r) => r.headers.get('etag'))).size).toBe(3)
  })

  it('keeps document-only headers on documents and the worker, not on other static files', async () => {
    const page = await app.request('/Home', html)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    const worker = await app.request('/sw.js')
    expect(worker.headers.get('content-security-policy')).toContain("default-src 'self'")
    const script = await app.request('/assets/index-abc123.js')
    expect(script.headers.get('content-security-policy')).toBeNull()
    expect(script.headers.get('x-frame-options')).toBeNull()
    expect(script.headers.get('referrer-policy')).toBeNull()
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')
    const api = await app.request('/api/health')
    expect(api.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})
