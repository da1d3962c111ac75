import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '@/features/auth/auth-card'
import { SignUpForm } from '@/features/auth/sign-up-form'

export const Route = createFileRoute('/register')({
  component: () => (
    <AuthCard title="Create an account" intro="Choose what you do on Sound Portal. An admin approves new accounts.">
      <SignUpForm />
    </AuthCard>
  ),
})
