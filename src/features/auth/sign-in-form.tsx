import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { signIn } from './auth-actions'
import { FormField, FormMessage } from './form-field'

/**
 * The sign-in form. It goes on to `redirectTo` (or Home) once signed in; with `stayHere` it stays on
 * the screen it sits on (the sign-in in place after a 401), which then shows itself again.
 */
export function SignInForm({ redirectTo, stayHere, defaultEmail }: { redirectTo?: string; stayHere?: boolean; defaultEmail?: string }) {
  const navigate = useNavigate()
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    const result = await signIn({ email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') })
    setBusy(false)
    if (!result.ok) return setError(result)
    setError(null)
    void notify('success', `Signed in as ${result.value.userData.fullName}`)
    if (stayHere) return
    await navigate({ to: redirectTo?.startsWith('/') ? redirectTo : '/Home' })
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormField label="E-mail" name="email" type="email" autoComplete="email" required defaultValue={defaultEmail} error={error?.fields.email} />
      {/* Signing in again, the e-mail is known: the password is what is left to type. */}
      <FormField label="Password" name="password" type="password" autoComplete="current-password" required autoFocus={Boolean(defaultEmail)} error={error?.fields.password} />
      <div className="text-right text-sm">
        <Link to="/forgot-password" className="text-brand-700 underline dark:text-brand-300">Forgot password?</Link>
      </div>
      <FormMessage>{error?.message ?? null}</FormMessage>
      <Button type="submit" className="w-full" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        New here? <Link to="/register" className="text-brand-700 underline dark:text-brand-300">Create an account</Link>
      </p>
    </form>
  )
}
