import { createFileRoute } from '@tanstack/react-router'
import { NotAuthorizedPage } from '@/features/demo-pages/misc-pages'

// A template page in the blank layout (no menu, no navbar).
export const Route = createFileRoute('/misc/not-authorized')({
  component: NotAuthorizedPage,
})
