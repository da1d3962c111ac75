import type { TodoTask } from '@/db/demo-schema'
import { answerFor, demoSend, useDemoQuery, withQuery } from '@/lib/demo-query'

export type TodoFilter = '' | 'important' | 'completed' | 'deleted'
export type TodoSort = '' | 'title-asc' | 'title-desc' | 'assignee' | 'due-date'

export const TODO_TAGS = [
  { id: 'team', title: 'Team', variant: 'default' },
  { id: 'low', title: 'Low', variant: 'success' },
  { id: 'medium', title: 'Medium', variant: 'warning' },
  { id: 'high', title: 'High', variant: 'danger' },
  { id: 'update', title: 'Update', variant: 'info' },
] as const

export const TODO_ASSIGNEES = [
  { fullName: 'Nadia Okafor', avatar: '/images/avatars/2.png' },
  { fullName: 'Theo Lindqvist', avatar: '/images/avatars/3.png' },
  { fullName: 'Mila Fontaine', avatar: '/images/avatars/4.png' },
  { fullName: 'Ezra Novak', avatar: '/images/avatars/5.png' },
]

export type TodoDraft = Omit<TodoTask, 'id' | 'isDeleted'>

/** The tasks of a filter or tag; a search or sort keeps them on screen, another filter waits for its own. */
export function useTodoTasks(params: { filter: TodoFilter; tag: string; q: string; sortBy: TodoSort }) {
  const query = useDemoQuery<TodoTask[]>(withQuery('/apps/todo/tasks', params))
  return { ...query, data: answerFor(query, { filter: params.filter, tag: params.tag }) }
}

export function addTodo(task: TodoDraft) {
  return demoSend<{ task: TodoTask }>('/apps/todo/add-tasks', 'POST', { task })
}

export function updateTodo(task: Partial<TodoTask> & { id: number }) {
  return demoSend<{ task: TodoTask }>('/apps/todo/update-task', 'POST', { task })
}

/** Moves the task to the Deleted filter. */
export function deleteTodo(id: number) {
  return demoSend<{ task: TodoTask }>('/apps/todo/delete-task', 'DELETE', { id })
}

/** Whether a task is past its due date and still open. */
export function isOverdue(task: Pick<TodoTask, 'dueDate' | 'isCompleted'>, now = new Date()): boolean {
  const due = Date.parse(task.dueDate)
  return !task.isCompleted && Number.isFinite(due) && due < now.getTime() - 24 * 60 * 60 * 1000
}
