import * as z from 'zod/mini'
import type { AppDB } from '../../src/db/db'
import type { KanbanBoard, KanbanTask } from '../../src/db/demo-schema'
import { addDays, nextId } from './list'
import { findId, idSchema, isRecord, parseWith, queryOf, readJson, unwrapData } from './request'
import { badRequest, defineRoute, json, notFound, type DemoRoute } from './route'

// `position` only orders rows inside the database; the page gets the template's shapes.
const boardOut = ({ position: _position, ...board }: KanbanBoard) => board
const taskOut = ({ position: _position, ...task }: KanbanTask) => task

const text = z.string().check(z.trim(), z.minLength(1))
const attachment = z.object({ name: z.string(), img: z.string() })
const comment = z.object({ name: z.string(), img: z.string(), comment: z.string() })
const assignee = z.object({ title: z.string(), img: z.string() })

const reorderBody = z.object({ taskId: idSchema, targetTaskId: idSchema })
const moveBody = z.object({ taskId: idSchema, newBoardId: text })
const addTaskBody = z.object({
  title: text,
  boardId: text,
  description: z.optional(z.string()),
  coverImage: z.optional(z.string()),
})
const addBoardBody = z.object({ title: text })
const updateTaskBody = z.object({
  id: idSchema,
  title: z.optional(text),
  boardId: z.optional(text),
  labels: z.optional(z.array(z.string())),
  description: z.optional(z.string()),
  dueDate: z.optional(z.string()),
  attachments: z.optional(z.array(attachment)),
  comments: z.optional(z.array(comment)),
  assignedTo: z.optional(z.array(assignee)),
  coverImage: z.optional(z.string()),
})

const orderedTasks = (db: AppDB) => db.kanbanTasks.orderBy('position').toArray()

async function requireBoard(db: AppDB, id: string): Promise<KanbanBoard> {
  const board = await db.kanbanBoards.get(id)
  if (!board) throw notFound(`Board ${id} not found`)
  return board
}

async function requireTask(db: AppDB, id: number): Promise<KanbanTask> {
  const task = await db.kanbanTasks.get(id)
  if (!task) throw notFound(`Task ${id} not found`)
  return task
}

/**
 * The board id of a delete/clear call. The template sends the bare id as the body ("board id as
 * body"), which arrives as JSON (`"todo"`) or as plain text (`todo`); `{ id }`, `{ boardId }`
 * and `?id=` are accepted too.
 */
async function boardIdOf(req: Request): Promise<string> {
  const query = queryOf(req)
  const raw = await req.text()
  let body: unknown = undefined
  if (raw.trim() !== '') {
    try {
      body = JSON.parse(raw) as unknown
    } catch {
      if (!/^[\w-]+$/.test(raw.trim())) throw badRequest('The request body is not valid JSON')
      body = raw.trim()
    }
  }
  const id = findId(query, body, ['id', 'boardId'])
  if (typeof id !== 'string' || id.trim() === '') throw badRequest('board id is required')
  return id.trim()
}

function slugOf(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return slug || 'board'
}

export const kanbanRoutes: DemoRoute[] = [
  defineRoute('GET', '/apps/kanban/boards', async (_req, _params, { db }) => {
    const boards = await db.kanbanBoards.orderBy('position').toArray()
    return json(200, boards.map(boardOut))
  }),

  defineRoute('GET', '/apps/kanban/tasks', async (_req, _params, { db }) => {
    return json(200, (await orderedTasks(db)).map(taskOut))
  }),

  defineRoute('POST', '/apps/kanban/reorder-tasks', async (req, _params, { db }) => {
    const { taskId, targetTaskId } = parseWith(reorderBody, unwrapData(await readJson(req)))
    const tasks = await db.transaction('rw', db.kanbanTasks, async () => {
      const list = await orderedTasks(db)
      const from = list.findIndex((task) => task.id === taskId)
      const to = list.findIndex((task) => task.id === targetTaskId)
      if (from < 0) throw notFound(`Task ${taskId} not found`)
      if (to < 0) throw notFound(`Task ${targetTaskId} not found`)
      const [moved] = list.splice(from, 1)
      if (moved) list.splice(to, 0, moved)
      const renumbered = list.map((task, index) => ({ ...task, position: index + 1 }))
      await db.kanbanTasks.bulkPut(renumbered)
      return renumbered
    })
    return json(200, { tasks: tasks.map(taskOut) })
  }),

  defineRoute('POST', '/apps/kanban/update-task-board', async (req, _params, { db }) => {
    const { taskId, newBoardId } = parseWith(moveBody, unwrapData(await readJson(req)))
    const task = await db.transaction('rw', db.kanbanTasks, db.kanbanBoards, async () => {
      await requireBoard(db, newBoardId)
      const found = await requireTask(db, taskId)
      const moved = { ...found, boardId: newBoardId }
      await db.kanbanTasks.put(moved)
      return moved
    })
    return json(200, { task: taskOut(task) })
  }),

  defineRoute('POST', '/apps/kanban/add-task', async (req, _params, { db, now }) => {
    const data = parseWith(addTaskBody, unwrapData(await readJson(req)))
    const newTask = await db.transaction('rw', db.kanbanTasks, db.kanbanBoards, async () => {
      await requireBoard(db, data.boardId)
      const all = await db.kanbanTasks.toArray()
      const task: KanbanTask = {
        id: nextId(all),
        title: data.title,
        boardId: data.boardId,
        labels: [],
        description: data.description ?? '',
        dueDate: addDays(now(), 2).toISOString(),
        attachments: [],
        comments: [],
        assignedTo: [],
        position: all.reduce((max, row) => Math.max(max, row.position), 0) + 1,
      }
      if (data.coverImage) task.coverImage = data.coverImage
      await db.kanbanTasks.add(task)
      return task
    })
    return json(200, { newTask: taskOut(newTask) })
  }),

  defineRoute('POST', '/apps/kanban/add-board', async (req, _params, { db }) => {
    const { title } = parseWith(addBoardBody, unwrapData(await readJson(req)))
    const board = await db.transaction('rw', db.kanbanBoards, async () => {
      const boards = await db.kanbanBoards.toArray()
      const taken = new Set(boards.map((item) => item.id))
      const base = slugOf(title)
      let id = base
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
      const created = { id, title, position: boards.reduce((max, item) => Math.max(max, item.position), 0) + 1 }
      await db.kanbanBoards.add(created)
      return created
    })
    return json(200, { board: boardOut(board) })
  }),

  defineRoute('POST', '/apps/kanban/update-task', async (req, _params, { db }) => {
    const body = unwrapData(await readJson(req))
    const { id, ...changes } = parseWith(updateTaskBody, isRecord(body) && isRecord(body.task) ? body.task : body)
    const task = await db.transaction('rw', db.kanbanTasks, db.kanbanBoards, async () => {
      const found = await requireTask(db, id)
      if (changes.boardId) await requireBoard(db, changes.boardId)
      const updated = { ...found, ...changes }
      await db.kanbanTasks.put(updated)
      return updated
    })
    return json(200, { task: taskOut(task) })
  }),

  defineRoute('DELETE', '/apps/kanban/delete-board', async (req, _params, { db }) => {
    const id = await boardIdOf(req)
    const deletedTasks = await db.transaction('rw', db.kanbanTasks, db.kanbanBoards, async () => {
      await requireBoard(db, id)
      await db.kanbanBoards.delete(id)
      return db.kanbanTasks.where('boardId').equals(id).delete()
    })
    return json(200, { id, deletedTasks })
  }),

  defineRoute('DELETE', '/apps/kanban/clear-tasks', async (req, _params, { db }) => {
    const id = await boardIdOf(req)
    const deletedTasks = await db.transaction('rw', db.kanbanTasks, db.kanbanBoards, async () => {
      await requireBoard(db, id)
      return db.kanbanTasks.where('boardId').equals(id).delete()
    })
    return json(200, { id, deletedTasks })
  }),
]
