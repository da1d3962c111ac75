import * as z from 'zod/mini'
import type { TodoTask } from '../../src/db/demo-schema'
import { compareValues, matchesQuery, nextId } from './list'
import { idSchema, isRecord, parseWith, queryOf, readJson, requireNumericId, textParam } from './request'
import { badRequest, defineRoute, json, notFound, type DemoRoute } from './route'

const FILTERS = ['important', 'completed', 'deleted'] as const
const SORTS = ['title-asc', 'title-desc', 'assignee', 'due-date'] as const

const assignee = z.nullable(z.object({ fullName: z.string(), avatar: z.string() }))
const taskFields = {
  title: z.string().check(z.trim(), z.minLength(1)),
  dueDate: z.string(),
  description: z.string(),
  assignee,
  tags: z.array(z.string()),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
}
const newTask = z.required(z.partial(z.object({ ...taskFields, dueDate: z.optional(taskFields.dueDate) })), { title: true })
const taskUpdate = z.extend(z.partial(z.object(taskFields)), { id: idSchema })

const taskOf = (body: unknown) => (isRecord(body) && isRecord(body.task) ? body.task : body)

function inFilter(task: TodoTask, filter: string, tag: string): boolean {
  if (filter === 'deleted') return task.isDeleted
  if (task.isDeleted) return false
  if (filter === 'important' && !task.isImportant) return false
  if (filter === 'completed' && !task.isCompleted) return false
  return !tag || task.tags.includes(tag)
}

const SORTERS: Record<(typeof SORTS)[number], (a: TodoTask, b: TodoTask) => number> = {
  'title-asc': (a, b) => compareValues(a.title, b.title),
  'title-desc': (a, b) => compareValues(b.title, a.title),
  assignee: (a, b) => compareValues(a.assignee?.fullName, b.assignee?.fullName),
  'due-date': (a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate),
}

export const todoRoutes: DemoRoute[] = [
  defineRoute('GET', '/apps/todo/tasks', async (req, _params, { db }) => {
    const query = queryOf(req)
    const filter = textParam(query, 'filter')
    const sortBy = textParam(query, 'sortBy')
    if (filter && !(FILTERS as readonly string[]).includes(filter)) throw badRequest(`filter must be one of ${FILTERS.join(', ')}`)
    if (sortBy && !(SORTS as readonly string[]).includes(sortBy)) throw badRequest(`sortBy must be one of ${SORTS.join(', ')}`)
    const q = textParam(query, 'q')
    const tasks = (await db.todoTasks.toArray())
      .filter((task) => inFilter(task, filter, textParam(query, 'tag')) && matchesQuery(q, task.title))
      // Newest first unless a sort is asked for, as the to-do page expects.
      .sort(sortBy ? SORTERS[sortBy as (typeof SORTS)[number]] : (a, b) => b.id - a.id)
    return json(200, tasks)
  }),

  defineRoute('POST', '/apps/todo/add-tasks', async (req, _params, { db, now }) => {
    const data = parseWith(newTask, taskOf(await readJson(req)))
    const task = await db.transaction('rw', db.todoTasks, async () => {
      const created: TodoTask = {
        id: nextId(await db.todoTasks.toArray()),
        title: data.title,
        dueDate: data.dueDate ?? now().toISOString(),
        description: data.description ?? '',
        assignee: data.assignee ?? null,
        tags: data.tags ?? [],
        isCompleted: data.isCompleted ?? false,
        isDeleted: false,
        isImportant: data.isImportant ?? false,
      }
      await db.todoTasks.add(created)
      return created
    })
    return json(201, { task })
  }),

  defineRoute('POST', '/apps/todo/update-task', async (req, _params, { db }) => {
    const { id, ...changes } = parseWith(taskUpdate, taskOf(await readJson(req)))
    const task = await db.transaction('rw', db.todoTasks, async () => {
      const found = await db.todoTasks.get(id)
      if (!found) throw notFound(`Task ${id} not found`)
      const updated = { ...found, ...changes }
      await db.todoTasks.put(updated)
      return updated
    })
    return json(200, { task })
  }),

  // Deleting moves the task to the "deleted" filter, as in the template; it is not erased.
  defineRoute('DELETE', '/apps/todo/delete-task', async (req, _params, { db }) => {
    const id = await requireNumericId(req, ['taskId', 'id'])
    const task = await db.transaction('rw', db.todoTasks, async () => {
      const found = await db.todoTasks.get(id)
      if (!found) throw notFound(`Task ${id} not found`)
      const deleted = { ...found, isDeleted: true }
      await db.todoTasks.put(deleted)
      return deleted
    })
    return json(200, { task })
  }),
]
