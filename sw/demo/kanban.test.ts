import { beforeEach, describe, expect, it } from 'vitest'
import type { DemoContext } from './route'
import { call, seededContext, TEST_NOW } from './test-support'

let ctx: DemoContext

beforeEach(async () => {
  ctx = await seededContext()
})

const ids = (items: { id: number | string }[]) => items.map((item) => item.id)

describe('kanban lists', () => {
  it('lists the three boards in order, without internal fields', async () => {
    const { status, body } = await call(ctx, 'GET', '/apps/kanban/boards')
    expect(status).toBe(200)
    expect(body).toEqual([
      { id: 'todo', title: 'TODO' },
      { id: 'in-progress', title: 'In Progress' },
      { id: 'done', title: 'Done' },
    ])
  })

  it('lists the tasks with the specified fields', async () => {
    const { body } = await call(ctx, 'GET', '/apps/kanban/tasks')
    expect(body.length).toBeGreaterThanOrEqual(10)
    expect(Object.keys(body[0])).toEqual(
      expect.arrayContaining(['id', 'title', 'boardId', 'labels', 'description', 'dueDate', 'attachments', 'comments', 'assignedTo']),
    )
    expect(body[0]).not.toHaveProperty('position')
  })
})

describe('POST /apps/kanban/reorder-tasks', () => {
  it('moves a task to the position of the target task', async () => {
    const before = ids((await call(ctx, 'GET', '/apps/kanban/tasks')).body)
    const { status } = await call(ctx, 'POST', '/apps/kanban/reorder-tasks', { data: { taskId: before[0], targetTaskId: before[2] } })
    expect(status).toBe(200)
    const after = ids((await call(ctx, 'GET', '/apps/kanban/tasks')).body)
    expect(after.slice(0, 4)).toEqual([before[1], before[2], before[0], before[3]])
    const back = await call(ctx, 'POST', '/apps/kanban/reorder-tasks', { data: { taskId: before[0], targetTaskId: before[1] } })
    expect(ids(back.body.tasks).slice(0, 3)).toEqual([before[0], before[1], before[2]])
  })

  it('answers 404 for an unknown task and 400 for a malformed one', async () => {
    expect((await call(ctx, 'POST', '/apps/kanban/reorder-tasks', { data: { taskId: 1, targetTaskId: 999 } })).status).toBe(404)
    expect((await call(ctx, 'POST', '/apps/kanban/reorder-tasks', { data: { taskId: 'a', targetTaskId: 2 } })).status).toBe(400)
  })
})

describe('POST /apps/kanban/update-task-board', () => {
  it('moves a task to another board', async () => {
    const { status, body } = await call(ctx, 'POST', '/apps/kanban/update-task-board', { data: { taskId: 1, newBoardId: 'done' } })
    expect(status).toBe(200)
    expect(body.task.boardId).toBe('done')
    expect((await ctx.db.kanbanTasks.get(1))?.boardId).toBe('done')
  })

  it('refuses an unknown board without changing the task', async () => {
    const { status } = await call(ctx, 'POST', '/apps/kanban/update-task-board', { data: { taskId: 1, newBoardId: 'nowhere' } })
    expect(status).toBe(404)
    expect((await ctx.db.kanbanTasks.get(1))?.boardId).toBe('todo')
  })
})

describe('POST /apps/kanban/add-task', () => {
  it('creates the task with id last+1, empty lists and a due date two days ahead', async () => {
    const maxId = Math.max(...ids(await ctx.db.kanbanTasks.toArray()).map(Number))
    const { status, body } = await call(ctx, 'POST', '/apps/kanban/add-task', { data: { title: 'New task', boardId: 'todo' } })
    expect(status).toBe(200)
    expect(body.newTask).toEqual({
      id: maxId + 1,
      title: 'New task',
      boardId: 'todo',
      labels: [],
      description: '',
      dueDate: new Date(TEST_NOW.getTime() + 2 * 86_400_000).toISOString(),
      attachments: [],
      comments: [],
      assignedTo: [],
    })
    const tasks = (await call(ctx, 'GET', '/apps/kanban/tasks')).body
    expect(tasks.at(-1).id).toBe(maxId + 1)
  })

  it('answers 400 for a missing title', async () => {
    const count = await ctx.db.kanbanTasks.count()
    expect((await call(ctx, 'POST', '/apps/kanban/add-task', { data: { boardId: 'todo' } })).status).toBe(400)
    expect(await ctx.db.kanbanTasks.count()).toBe(count)
  })
})

describe('POST /apps/kanban/add-board', () => {
  it('derives a unique id from the title', async () => {
    const first = await call(ctx, 'POST', '/apps/kanban/add-board', { data: { title: 'Needs Review' } })
    expect(first.body.board).toEqual({ id: 'needs-review', title: 'Needs Review' })
    const second = await call(ctx, 'POST', '/apps/kanban/add-board', { data: { title: 'Needs review!' } })
    expect(second.body.board.id).toBe('needs-review-2')
    const boards = (await call(ctx, 'GET', '/apps/kanban/boards')).body
    expect(ids(boards)).toEqual(['todo', 'in-progress', 'done', 'needs-review', 'needs-review-2'])
  })
})

describe('POST /apps/kanban/update-task', () => {
  it('applies the changes and returns the task', async () => {
    const { status, body } = await call(ctx, 'POST', '/apps/kanban/update-task', {
      data: { id: 2, title: 'Renamed', labels: ['UX'] },
    })
    expect(status).toBe(200)
    expect(body.task).toMatchObject({ id: 2, title: 'Renamed', labels: ['UX'] })
    expect((await ctx.db.kanbanTasks.get(2))?.title).toBe('Renamed')
  })

  it('answers 404 for an unknown task', async () => {
    expect((await call(ctx, 'POST', '/apps/kanban/update-task', { data: { id: 999, title: 'x' } })).status).toBe(404)
  })
})

describe('DELETE delete-board and clear-tasks', () => {
  it('removes the board and its tasks, given the bare id as body', async () => {
    const others = (await ctx.db.kanbanTasks.toArray()).filter((t) => t.boardId !== 'done').length
    const { status } = await call(ctx, 'DELETE', '/apps/kanban/delete-board', 'done')
    expect(status).toBe(200)
    expect(await ctx.db.kanbanBoards.get('done')).toBeUndefined()
    expect(await ctx.db.kanbanTasks.where('boardId').equals('done').count()).toBe(0)
    expect(await ctx.db.kanbanTasks.count()).toBe(others)
  })

  it('accepts the id as a JSON string, as { id } and as a query parameter', async () => {
    expect((await call(ctx, 'DELETE', '/apps/kanban/clear-tasks', JSON.stringify('todo'))).status).toBe(200)
    expect((await call(ctx, 'DELETE', '/apps/kanban/clear-tasks', { id: 'in-progress' })).status).toBe(200)
    expect(await ctx.db.kanbanTasks.count()).toBe(await ctx.db.kanbanTasks.where('boardId').equals('done').count())
    expect((await call(ctx, 'DELETE', '/apps/kanban/delete-board?id=todo')).status).toBe(200)
    expect(await ctx.db.kanbanBoards.count()).toBe(2)
  })

  it('clears only the tasks of the board and keeps the board', async () => {
    const { body } = await call(ctx, 'DELETE', '/apps/kanban/clear-tasks', 'todo')
    expect(body.deletedTasks).toBeGreaterThan(0)
    expect(await ctx.db.kanbanBoards.get('todo')).toBeDefined()
    expect(await ctx.db.kanbanTasks.where('boardId').equals('todo').count()).toBe(0)
    expect(await ctx.db.kanbanTasks.where('boardId').equals('done').count()).toBeGreaterThan(0)
  })

  it('answers 404 for an unknown board and 400 without an id', async () => {
    expect((await call(ctx, 'DELETE', '/apps/kanban/delete-board', 'nope')).status).toBe(404)
    expect((await call(ctx, 'DELETE', '/apps/kanban/delete-board')).status).toBe(400)
    expect((await call(ctx, 'DELETE', '/apps/kanban/delete-board', '{broken')).status).toBe(400)
    expect(await ctx.db.kanbanBoards.count()).toBe(3)
  })
})
