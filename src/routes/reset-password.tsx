import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '@/features/auth/auth-card'
import { ResetPasswordForm } from '@/features/auth/reset-password-form'

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { code?: string } => (typeof search.code === 'string' ? { code: search.code } : {}),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { code } = Route.useSearch()
  return (
    <AuthCard title="Set a new password" intro="Choose a new password for your account.">
      <ResetPasswordForm code={code ?? ''} />
    </AuthCard>
  )
}
