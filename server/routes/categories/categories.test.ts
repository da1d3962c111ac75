import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories } from '../../db/schema/content'
import { call, makeUser, rowCount, type TestUser } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp()
  admin = await makeUser(t, 'admin')
})
afterAll(() => t.close())

const create = (body: unknown) => call(t, 'POST', '/api/category/create', { token: admin.token, body })
const update = (body: unknown) => call(t, 'POST', '/api/category/update', { token: admin.token, body })

describe('categories', () => {
  it('creates (with a client id), renames, and lists by name', async () => {
    const id = randomUUID()
    const res = await create({ name: 'Pop', id })
    expect(res.status).toBe(201)
    expect((await res.json()).category).toMatchObject({ id, name: 'Pop' })
    await create({ name: 'afrobeats' })
    const renamed = await update({ id, name: 'Zouk' })
    expect((await renamed.json()).category.name).toBe('Zouk')
    const creator = await makeUser(t, 'tiktoker')
    const all = await (await call(t, 'GET', '/api/category/get-all', { token: creator.token })).json()
    expect(all.categories.map((c: { name: string }) => c.name)).toEqual(['afrobeats', 'Zouk'])
  })

  it('keeps names unique regardless of case (409) and stores nothing', async () => {
    const before = await rowCount(t, categories)
    const dup = await create({ name: 'AFROBEATS' })
    expect(dup.status).toBe(409)
    expect((await dup.json()).message).toBe('A category named "AFROBEATS" already exists')
    const all = await (await call(t, 'GET', '/api/category/get-all', { token: admin.token })).json()
    const zouk = all.categories.find((c: { name: string }) => c.name === 'Zouk')
    expect((await update({ id: zouk.id, name: 'Afrobeats' })).status).toBe(409)
    expect(await rowCount(t, categories)).toBe(before)
  })

  it('stores SQL metacharacters literally', async () => {
    const name = `Rock' OR '1'='1`
    expect((await create({ name })).status).toBe(201)
    const all = await (await call(t, 'GET', '/api/category/get-all', { token: admin.token })).json()
    expect(all.categories.map((c: { name: string }) => c.name)).toContain(name)
  })

  it('answers bad input with 400 and an unknown id with 404', async () => {
    const before = await rowCount(t, categories)
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 7 }, { name: 'x'.repeat(61) }, { name: 'ok', id: 'not-a-uuid' }]) {
      const res = await create(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await res.json()).message).toBeTruthy()
    }
    expect((await update({ id: randomUUID(), name: 'Nope' })).status).toBe(404)
    expect(await rowCount(t, categories)).toBe(before)
  })
})
