import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startObjectStore } from '../../test/object-store'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/health', () => {
  it('reports the database in use and that it answers', async () => {
    const res = await t.app.request('/api/health')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.status).toBe('ok')
    expect(body.database).toEqual({ kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', reachable: true })
    // Uploads in the local folder: nothing to report about object storage.
    expect(body.storage).toBeUndefined()
  })

  it('reports the object storage bucket when uploads live in one, and a store that stopped answering', async () => {
    const store = await startObjectStore()
    const s3 = await createTestApp(store.env)
    try {
      const up = await (await s3.app.request('/api/health')).json()
      expect([up.status, up.storage]).toEqual(['ok', { kind: 's3', reachable: true }])
      await store.close()
      const down = await s3.app.request('/api/health')
      expect(down.status).toBe(200)
      expect(await down.json()).toMatchObject({ status: 'degraded', database: { reachable: true }, storage: { kind: 's3', reachable: false } })
    } finally {
      await s3.close()
    }
  })

  it('a bucket that is gone is reported unreachable', async () => {
    const store = await startObjectStore('portal-uploads')
    const s3 = await createTestApp({ ...store.env, S3_BUCKET: 'no-such-bucket' })
    try {
      expect(await (await s3.app.request('/api/health')).json()).toMatchObject({ status: 'degraded', storage: { kind: 's3', reachable: false } })
    } finally {
      await s3.close()
      await store.close()
    }
  })

  it('sends the security headers', async () => {
    const res = await t.app.request('/api/health')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})

describe('unknown API paths and bad bodies', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.request('/api/no-such-thing')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ message: 'No API route for GET /api/no-such-thing' })
  })

  it('refuses a JSON body over the limit with 413 and a message', async () => {
    const res = await t.app.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(1024 * 1024) },
      body: JSON.stringify({ blob: 'x'.repeat(1024 * 1024 - 12) }),
    })
    expect(res.status).toBe(413)
    expect((await res.json()).message).toMatch(/larger than/)
  })
})

describe('GET /api/openapi.json', () => {
  it('publishes an OpenAPI 3.1 document with the routes', async () => {
    const res = await t.app.request('/api/openapi.json')
    const doc = await res.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/auth/me']))
  })
})
