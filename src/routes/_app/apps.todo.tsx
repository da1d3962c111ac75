import { createFileRoute } from '@tanstack/react-router'
import { TodoApp } from '@/features/demo-todo/todo-app'

export const Route = createFileRoute('/_app/apps/todo')({
  component: TodoApp,
})
