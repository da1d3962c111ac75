import { createFileRoute } from '@tanstack/react-router'
import { useLayoutEffect, useRef } from 'react'
import { AuthCard } from '@/features/auth/auth-card'
import { SignInForm } from '@/features/auth/sign-in-form'
import { takeOverFirstScreen } from '@/lib/first-screen/takeover'

/** Why the document's own form came back (server/routes/auth/form-sign-in.ts), as the form says it. */
const FORM_PROBLEMS: Record<string, string> = {
  incorrect: 'Email or password is incorrect',
  missing: 'Enter your e-mail and password.',
  limited: 'Too many sign-in attempts. Wait a few minutes and try again.',
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; problem?: string } => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(typeof search.problem === 'string' && search.problem in FORM_PROBLEMS ? { problem: search.problem } : {}),
  }),
  component: LoginPage,
})

function LoginPage() {
  const { redirect, problem } = Route.useSearch()
  const own = useRef<HTMLDivElement>(null)
  // The document's sign-in screen, drawn before the script came, gives way to this one in the
  // same frame, with what was typed into it.
  useLayoutEffect(() => takeOverFirstScreen(own.current), [])
  return (
    <div ref={own} className="contents">
      <AuthCard title="Sign in" intro={redirect?.startsWith('/share') ? 'Sign in to submit the video you shared.' : 'Welcome back. Sign in to your account.'}>
        <SignInForm redirectTo={redirect} initialProblem={problem ? FORM_PROBLEMS[problem] : undefined} />
      </AuthCard>
    </div>
  )
}
