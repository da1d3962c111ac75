import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailTemplatePage } from '@/features/demo-pages/password-pages'

// A template page in the blank layout (no menu, no navbar).
export const Route = createFileRoute('/pages/verify-email-basic')({
  component: () => <VerifyEmailTemplatePage variant="basic" />,
})
