import { createFileRoute } from '@tanstack/react-router'
import { KanbanApp } from '@/features/demo-kanban/kanban-app'

export const Route = createFileRoute('/_app/apps/kanban')({
  component: KanbanApp,
})
