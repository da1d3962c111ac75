import { createFileRoute } from '@tanstack/react-router'
import { CalendarApp } from '@/features/demo-calendar/calendar-app'

export const Route = createFileRoute('/_app/apps/calendar')({
  component: CalendarApp,
})
