import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { openPglite, type Database } from './db/client'
import { parseEnv } from './env'

let dist: string
let database: Database
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  database = await openPglite(null)
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
})
