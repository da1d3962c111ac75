import * as z from 'zod/mini'
import type { Permission } from '../../src/db/demo-schema'
import { formatDateTime, matchesQuery, nextId, paginate } from './list'
import { idSchema, intParam, isRecord, parseWith, queryOf, readJson, readJsonWithQuery, requireNumericId, textParam } from './request'
import { defineRoute, json, notFound, type DemoRoute } from './route'

const name = z.string().check(z.trim(), z.minLength(1))
// The permission may come as its name or as `{ name }`, wrapped in `{ permission }` or not.
const addBody = z.union([
  z.pipe(
    z.object({ permission: z.union([name, z.object({ name })]) }),
    z.transform(({ permission }) => (typeof permission === 'string' ? permission : permission.name)),
  ),
  z.pipe(z.object({ name }), z.transform((body) => body.name)),
])
// Names need not be unique: the specification gives no such rule and answers 201 (§4, §7).
const updateBody = z.object({ id: idSchema, name })

export const permissionsRoutes: DemoRoute[] = [
  defineRoute('GET', '/apps/permissions/data', async (req, _params, { db }) => {
    const query = queryOf(req)
    const params = {
      q: textParam(query, 'q'),
      perPage: intParam(query, 'perPage', 10),
      page: intParam(query, 'page', 1),
      assignedTo: textParam(query, 'assignedTo'),
    }
    const allData = (await db.permissions.orderBy('id').toArray()).filter(
      (permission) =>
        matchesQuery(params.q, permission.name, permission.createdDate) &&
        (!params.assignedTo || (permission.assignedTo as string[]).includes(params.assignedTo)),
    )
    return json(200, { params, allData, total: allData.length, permissions: paginate(allData, params.perPage, params.page) })
  }),

  defineRoute('POST', '/apps/permissions/add-permission', async (req, _params, { db, now }) => {
    const body = await readJson(req)
    const permissionName = parseWith(addBody, isRecord(body) && isRecord(body.data) ? body.data : body)
    const permission = await db.transaction('rw', db.permissions, async () => {
      const all = await db.permissions.toArray()
      // A new permission starts assigned to administrator only (§4).
      const created: Permission = {
        id: nextId(all),
        name: permissionName,
        assignedTo: ['administrator'],
        createdDate: formatDateTime(now()),
      }
      await db.permissions.add(created)
      return created
    })
    return json(201, { permission })
  }),

  defineRoute('POST', '/apps/permissions/update-permission', async (req, _params, { db }) => {
    const { id, name: newName } = parseWith(updateBody, await readJsonWithQuery(req, ['id']))
    const permission = await db.transaction('rw', db.permissions, async () => {
      const all = await db.permissions.toArray()
      const found = all.find((p) => p.id === id)
      if (!found) throw notFound(`Permission ${id} not found`)
      const updated = { ...found, name: newName }
      await db.permissions.put(updated)
      return updated
    })
    return json(201, { permission })
  }),

  defineRoute('DELETE', '/apps/permissions/delete', async (req, _params, { db }) => {
    const id = await requireNumericId(req)
    const deleted = await db.transaction('rw', db.permissions, async () => {
      if (!(await db.permissions.get(id))) return false
      await db.permissions.delete(id)
      return true
    })
    if (!deleted) throw notFound(`Permission ${id} not found`)
    return json(200, { id })
  }),
]
