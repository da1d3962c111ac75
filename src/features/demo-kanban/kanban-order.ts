import type { KanbanTask } from '@/db/demo-schema'

type Task = Omit<KanbanTask, 'position'>

/** The tasks of each board in display order (the order of the list, which is the stored order). */
export function tasksByBoard<T extends Pick<Task, 'boardId'>>(tasks: readonly T[], boardIds: readonly string[]): Record<string, T[]> {
  const byBoard: Record<string, T[]> = Object.fromEntries(boardIds.map((id) => [id, [] as T[]]))
  for (const task of tasks) byBoard[task.boardId]?.push(task)
  return byBoard
}

/** Ids dnd-kit gives the droppable area of a board, so they never clash with task ids. */
export const boardDropId = (boardId: string) => `board:${boardId}`

export interface Drop {
  taskId: number
  boardId: string
  /** The task whose place the moved task takes; null when dropped on a board's empty space. */
  targetTaskId: number | null
}

/** What a drop means: over a task, take its place (and board); over a board, join it. */
export function resolveDrop(tasks: readonly Task[], activeId: string | number, overId: string | number | null | undefined): Drop | null {
  if (overId === null || overId === undefined) return null
  const taskId = Number(activeId)
  const task = tasks.find((t) => t.id === taskId)
  if (!task) return null
  if (typeof overId === 'string' && overId.startsWith('board:')) {
    const boardId = overId.slice('board:'.length)
    return boardId === task.boardId ? null : { taskId, boardId, targetTaskId: null }
  }
  const target = tasks.find((t) => t.id === Number(overId))
  if (!target || target.id === taskId) return null
  return { taskId, boardId: target.boardId, targetTaskId: target.id }
}

/**
 * The list after a drop, exactly as the worker stores it: the task changes board, then moves to
 * the target's index in the whole list (as `reorder-tasks` does), so the page can show the
 * result before the worker answers.
 */
export function applyDrop<T extends Task>(tasks: readonly T[], drop: Drop): T[] {
  const list = tasks.map((t) => (t.id === drop.taskId ? { ...t, boardId: drop.boardId } : t))
  if (drop.targetTaskId === null) return list
  const from = list.findIndex((t) => t.id === drop.taskId)
  const to = list.findIndex((t) => t.id === drop.targetTaskId)
  if (from < 0 || to < 0) return list
  const [moved] = list.splice(from, 1)
  if (moved) list.splice(to, 0, moved)
  return list
}
