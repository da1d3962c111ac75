import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '@/features/auth/auth-card'
import { SignInForm } from '@/features/auth/sign-in-form'

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginPage,
})

function LoginPage() {
  const { redirect } = Route.useSearch()
  return (
    <AuthCard title="Sign in" intro={redirect?.startsWith('/share') ? 'Sign in to submit the video you shared.' : 'Welcome back. Sign in to your account.'}>
      <SignInForm redirectTo={redirect} />
    </AuthCard>
  )
}
