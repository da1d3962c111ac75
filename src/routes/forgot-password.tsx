import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '@/features/auth/auth-card'
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form'

export const Route = createFileRoute('/forgot-password')({
  component: () => (
    <AuthCard title="Forgot your password?" intro="Enter your e-mail and we will send you a code to set a new password.">
      <ForgotPasswordForm />
    </AuthCard>
  ),
})
