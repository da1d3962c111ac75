import { beforeEach, describe, expect, it } from 'vitest'
import type { Permission } from '../../src/db/demo-schema'
import type { DemoContext } from './route'
import { call, seededContext } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

const names = (items: Permission[]) => items.map((p) => p.name)

describe('GET /apps/permissions/data', () => {
  it('returns params, allData, total and the first page of 10', async () => {
    const { status, body } = await call(ctx, 'GET', '/apps/permissions/data')
    expect(status).toBe(200)
    expect(body.params).toEqual({ q: '', perPage: 10, page: 1, assignedTo: '' })
    expect(body.total).toBe(9)
    expect(body.permissions).toHaveLength(9)
    expect(body.allData).toEqual(body.permissions)
  })

  it('filters by assigned role', async () => {
    const { body } = await call(ctx, 'GET', '/apps/permissions/data?assignedTo=manager')
    expect(names(body.permissions)).toEqual(['Add & Remove Users', 'Client Communication', 'Financial Management'])
  })

  it('searches name or created date', async () => {
    expect(names((await call(ctx, 'GET', '/apps/permissions/data?q=email')).body.permissions)).toEqual(['Manage Email Sequences'])
    const created = (await ctx.db.permissions.get(1))!.createdDate
    expect(names((await call(ctx, 'GET', `/apps/permissions/data?q=${encodeURIComponent(created.slice(0, 10))}`)).body.permissions)).toContain('Management')
  })

  it('pages with perPage and page', async () => {
    const { body } = await call(ctx, 'GET', '/apps/permissions/data?perPage=4&page=3')
    expect(body.total).toBe(9)
    expect(names(body.permissions)).toEqual(["Manage Others' Tasks"])
  })
})

describe('permission writes', () => {
  it('adds a permission assigned to administrator only, dated now', async () => {
    const { status, body } = await call(ctx, 'POST', '/apps/permissions/add-permission', { permission: 'Export Reports' })
    expect(status).toBe(201)
    expect(body.permission).toEqual({ id: 10, name: 'Export Reports', assignedTo: ['administrator'], createdDate: '2025-03-10 09:30:00' })
    const objectForm = await call(ctx, 'POST', '/apps/permissions/add-permission', { permission: { name: 'Import Data', assignedTo: ['user'] } })
    expect(objectForm.body.permission.assignedTo).toEqual(['administrator'])
    expect(await ctx.db.permissions.count()).toBe(11)
  })

  it('refuses a missing or blank name', async () => {
    expect((await call(ctx, 'POST', '/apps/permissions/add-permission', {})).status).toBe(400)
    expect((await call(ctx, 'POST', '/apps/permissions/add-permission', { permission: '  ' })).status).toBe(400)
    expect((await call(ctx, 'POST', '/apps/permissions/update-permission', { id: 1, name: ' ' })).status).toBe(400)
    expect(await ctx.db.permissions.count()).toBe(9)
  })

  it('adds a permission whose name already exists, with 201 (no uniqueness rule)', async () => {
    const { status, body } = await call(ctx, 'POST', '/apps/permissions/add-permission', { permission: 'Management' })
    expect(status).toBe(201)
    expect(body.permission).toMatchObject({ id: 10, name: 'Management', assignedTo: ['administrator'] })
    expect((await ctx.db.permissions.toArray()).filter((p) => p.name === 'Management')).toHaveLength(2)
  })

  it('renames a permission to a name that already exists, with 201', async () => {
    const other = (await ctx.db.permissions.get(2))!.name
    const { status, body } = await call(ctx, 'POST', '/apps/permissions/update-permission', { id: 1, name: other })
    expect(status).toBe(201)
    expect(body.permission).toMatchObject({ id: 1, name: other })
    expect((await ctx.db.permissions.get(1))?.name).toBe(other)
    expect(await ctx.db.permissions.count()).toBe(9)
  })

  it('renames a permission and answers 201', async () => {
    const { status, body } = await call(ctx, 'POST', '/apps/permissions/update-permission', { id: 1, name: 'Oversight' })
    expect(status).toBe(201)
    expect(body.permission).toMatchObject({ id: 1, name: 'Oversight', assignedTo: ['administrator'] })
    expect((await ctx.db.permissions.get(1))?.name).toBe('Oversight')
    expect((await call(ctx, 'POST', '/apps/permissions/update-permission', { id: 99, name: 'x' })).status).toBe(404)
    expect((await call(ctx, 'POST', '/apps/permissions/update-permission', { id: 1 })).status).toBe(400)
  })

  it('deletes a permission', async () => {
    expect((await call(ctx, 'DELETE', '/apps/permissions/delete?id=9')).status).toBe(200)
    expect((await call(ctx, 'DELETE', '/apps/permissions/delete', { id: 8 })).status).toBe(200)
    expect(await ctx.db.permissions.count()).toBe(7)
    expect((await call(ctx, 'DELETE', '/apps/permissions/delete?id=9')).status).toBe(404)
  })
})
