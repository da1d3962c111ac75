import { createFileRoute } from '@tanstack/react-router'
import { LoginTemplatePage } from '@/features/demo-pages/login-pages'

// A template page in the blank layout (no menu, no navbar).
export const Route = createFileRoute('/pages/login-cover')({
  component: () => <LoginTemplatePage variant="cover" />,
})
