import { createFileRoute } from '@tanstack/react-router'
import { Disc3 } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { SignInForm } from '@/features/auth/sign-in-form'

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginPage,
})

function LoginPage() {
  const { redirect } = Route.useSearch()
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <div className="mb-6 flex items-center gap-2 text-brand-700 dark:text-brand-300">
          <Disc3 aria-hidden />
          <span className="text-lg font-bold">Sound Portal</span>
        </div>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">Sign in</h1>
        <p className="mb-6 text-slate-600 dark:text-slate-400">Welcome back. Sign in to your account.</p>
        <SignInForm redirectTo={redirect} />
      </Card>
    </main>
  )
}
