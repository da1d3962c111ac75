import { createFileRoute } from '@tanstack/react-router'
import { RegisterTemplatePage } from '@/features/demo-pages/login-pages'

// A template page in the blank layout (no menu, no navbar).
export const Route = createFileRoute('/pages/register-basic')({
  component: () => <RegisterTemplatePage variant="basic" />,
})
