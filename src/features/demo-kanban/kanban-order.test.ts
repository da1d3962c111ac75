import { describe, expect, it } from 'vitest'
import { applyDrop, boardDropId, resolveDrop, tasksByBoard } from './kanban-order'

const task = (id: number, boardId: string) => ({ id, boardId, title: `T${id}`, labels: [], description: '', dueDate: '', attachments: [], comments: [], assignedTo: [] })
const tasks = [task(1, 'todo'), task(2, 'todo'), task(3, 'doing'), task(4, 'doing'), task(5, 'done')]
const order = (list: typeof tasks) => list.map((t) => `${t.id}${t.boardId[0]}`).join(' ')

describe('kanban drops', () => {
  it('groups tasks by board in list order, keeping empty boards', () => {
    const grouped = tasksByBoard(tasks, ['todo', 'doing', 'done', 'later'])
    expect(grouped.doing?.map((t) => t.id)).toEqual([3, 4])
    expect(grouped.later).toEqual([])
  })

  it('moves a task onto another task: new board, the target’s place', () => {
    const drop = resolveDrop(tasks, 1, 4)
    expect(drop).toEqual({ taskId: 1, boardId: 'doing', targetTaskId: 4 })
    expect(order(applyDrop(tasks, drop!))).toBe('2t 3d 4d 1d 5d')
  })

  it('moves a task up within its board', () => {
    const drop = resolveDrop(tasks, 4, 3)!
    expect(order(applyDrop(tasks, drop))).toBe('1t 2t 4d 3d 5d')
  })

  it('moves a task to an empty board without reordering', () => {
    const drop = resolveDrop(tasks, 2, boardDropId('done'))!
    expect(drop).toEqual({ taskId: 2, boardId: 'done', targetTaskId: null })
    expect(order(applyDrop(tasks, drop))).toBe('1t 2d 3d 4d 5d')
  })

  it('ignores drops on itself, on its own board or nowhere', () => {
    expect(resolveDrop(tasks, 1, 1)).toBeNull()
    expect(resolveDrop(tasks, 1, boardDropId('todo'))).toBeNull()
    expect(resolveDrop(tasks, 1, null)).toBeNull()
    expect(resolveDrop(tasks, 99, 1)).toBeNull()
  })
})
