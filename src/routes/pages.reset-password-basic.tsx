import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordTemplatePage } from '@/features/demo-pages/password-pages'

// A template page in the blank layout (no menu, no navbar).
export const Route = createFileRoute('/pages/reset-password-basic')({
  component: () => <ResetPasswordTemplatePage variant="basic" />,
})
