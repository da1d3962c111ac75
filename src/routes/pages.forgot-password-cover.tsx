import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordTemplatePage } from '@/features/demo-pages/password-pages'

// A template page in the blank layout (no menu, no navbar).
export const Route = createFileRoute('/pages/forgot-password-cover')({
  component: () => <ForgotPasswordTemplatePage variant="cover" />,
})
