import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/features/demo-pages/misc-pages'

// A template page in the blank layout (no menu, no navbar).
export const Route = createFileRoute('/misc/error')({
  component: ErrorPage,
})
