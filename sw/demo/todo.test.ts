import { beforeEach, describe, expect, it } from 'vitest'
import type { TodoTask } from '../../src/db/demo-schema'
import type { DemoContext } from './route'
import { call, seededContext } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

const ids = (tasks: TodoTask[]) => tasks.map((t) => t.id)

describe('GET /apps/todo/tasks', () => {
  it('lists tasks that are not deleted, newest first', async () => {
    const { status, body } = await call(ctx, 'GET', '/apps/todo/tasks')
    expect(status).toBe(200)
    const expected = (await ctx.db.todoTasks.toArray()).filter((t) => !t.isDeleted).map((t) => t.id).reverse()
    expect(ids(body)).toEqual(expected)
  })

  it('filters important, completed and deleted tasks, and by tag', async () => {
    const all = await ctx.db.todoTasks.toArray()
    const check = async (query: string, keep: (t: TodoTask) => boolean) => {
      const { body } = await call(ctx, 'GET', `/apps/todo/tasks?${query}`)
      const expected = all.filter(keep).map((t) => t.id).sort((a, b) => a - b)
      expect(expected.length).toBeGreaterThan(0)
      expect(ids(body).sort((a, b) => a - b)).toEqual(expected)
    }
    await check('filter=important', (t) => t.isImportant && !t.isDeleted)
    await check('filter=completed', (t) => t.isCompleted && !t.isDeleted)
    await check('filter=deleted', (t) => t.isDeleted)
    await check('tag=high', (t) => t.tags.includes('high') && !t.isDeleted)
    await check('q=BANK', (t) => t.title.toLowerCase().includes('bank') && !t.isDeleted)
  })

  it('sorts by title, assignee or due date', async () => {
    const byTitle = (await call(ctx, 'GET', '/apps/todo/tasks?sortBy=title-asc')).body.map((t: TodoTask) => t.title)
    expect(byTitle).toEqual([...byTitle].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })))
    const byDue = (await call(ctx, 'GET', '/apps/todo/tasks?sortBy=due-date')).body.map((t: TodoTask) => Date.parse(t.dueDate))
    expect(byDue).toEqual([...byDue].sort((a: number, b: number) => a - b))
    expect((await call(ctx, 'GET', '/apps/todo/tasks?sortBy=random')).status).toBe(400)
    expect((await call(ctx, 'GET', '/apps/todo/tasks?filter=archived')).status).toBe(400)
  })
})

describe('to-do writes', () => {
  it('adds a task and answers 201', async () => {
    const { status, body } = await call(ctx, 'POST', '/apps/todo/add-tasks', { task: { title: 'Book the mastering slot', tags: ['team'] } })
    expect(status).toBe(201)
    expect(body.task).toMatchObject({ id: 17, title: 'Book the mastering slot', tags: ['team'], isDeleted: false, isCompleted: false })
    expect(await ctx.db.todoTasks.count()).toBe(17)
    expect((await call(ctx, 'POST', '/apps/todo/add-tasks', { task: { tags: [] } })).status).toBe(400)
  })

  it('updates a task', async () => {
    const { body } = await call(ctx, 'POST', '/apps/todo/update-task', { task: { id: 1, isCompleted: true } })
    expect(body.task).toMatchObject({ id: 1, isCompleted: true })
    expect((await ctx.db.todoTasks.get(1))?.isCompleted).toBe(true)
    expect((await call(ctx, 'POST', '/apps/todo/update-task', { task: { id: 99, isCompleted: true } })).status).toBe(404)
    expect((await call(ctx, 'POST', '/apps/todo/update-task', { task: { id: 1, isCompleted: 'yes' } })).status).toBe(400)
  })

  it('moves a deleted task to the deleted filter', async () => {
    expect((await call(ctx, 'DELETE', '/apps/todo/delete-task', { taskId: 2 })).status).toBe(200)
    expect((await call(ctx, 'DELETE', '/apps/todo/delete-task?id=3')).status).toBe(200)
    const deleted = ids((await call(ctx, 'GET', '/apps/todo/tasks?filter=deleted')).body)
    expect(deleted).toEqual(expect.arrayContaining([2, 3]))
    expect(ids((await call(ctx, 'GET', '/apps/todo/tasks')).body)).not.toContain(2)
    expect((await call(ctx, 'DELETE', '/apps/todo/delete-task', { taskId: 'two' })).status).toBe(400)
  })
})
