import { createFileRoute } from '@tanstack/react-router'
import { EmailApp } from '@/features/demo-email/email-app'

export const Route = createFileRoute('/_app/apps/email')({
  component: EmailApp,
})
