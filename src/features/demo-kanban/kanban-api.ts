import type { KanbanBoard, KanbanTask } from '@/db/demo-schema'
import { demoJson, demoSend, invalidateDemoData, useDemoQuery } from '@/lib/demo-query'
import type { Drop } from './kanban-order'

export type Board = Omit<KanbanBoard, 'position'>
export type Task = Omit<KanbanTask, 'position'>

export function useBoards() {
  return useDemoQuery<Board[]>('/apps/kanban/boards')
}

export function useTasks() {
  return useDemoQuery<Task[]>('/apps/kanban/tasks')
}

const post = (url: string, body: unknown) =>
  demoJson<unknown>(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** Stores a drop: the board change, then the new place; the screens read once both are stored. */
export async function saveDrop(drop: Drop, currentBoardId: string): Promise<void> {
  try {
    if (drop.boardId !== currentBoardId) await post('/apps/kanban/update-task-board', { data: { taskId: drop.taskId, newBoardId: drop.boardId } })
    if (drop.targetTaskId !== null) await post('/apps/kanban/reorder-tasks', { data: { taskId: drop.taskId, targetTaskId: drop.targetTaskId } })
  } finally {
    invalidateDemoData()
  }
}

export function addTask(boardId: string, title: string) {
  return demoSend<{ newTask: Task }>('/apps/kanban/add-task', 'POST', { data: { title, boardId } })
}

export function updateTask(task: Partial<Task> & { id: number }) {
  return demoSend<{ task: Task }>('/apps/kanban/update-task', 'POST', { data: task })
}

export function addBoard(title: string) {
  return demoSend<{ board: Board }>('/apps/kanban/add-board', 'POST', { data: { title } })
}

/** Removes the board and its tasks. */
export function deleteBoard(id: string) {
  return demoSend<{ id: string; deletedTasks: number }>('/apps/kanban/delete-board', 'DELETE', id)
}

/** Removes the board's tasks and keeps the board. */
export function clearBoard(id: string) {
  return demoSend<{ id: string; deletedTasks: number }>('/apps/kanban/clear-tasks', 'DELETE', id)
}
