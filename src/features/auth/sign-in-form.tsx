import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { signIn } from './sign-in'

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-800 dark:text-white'

export function SignInForm({ redirectTo }: { redirectTo?: string }) {
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    const result = await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''))
    setBusy(false)
    if (!result.ok) return setError(result.message)
    toast.success(`Signed in as ${result.name}`)
    if (redirectTo?.startsWith('/')) window.history.replaceState(null, '', redirectTo)
    await navigate({ to: redirectTo?.startsWith('/') ? redirectTo : '/Home' })
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div>
        <label htmlFor="email" className="text-sm font-medium">E-mail</label>
        <input id="email" name="email" type="email" autoComplete="email" required className={inputClass} />
      </div>
      <div>
        <label htmlFor="password" className="text-sm font-medium">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required minLength={8} className={inputClass} />
      </div>
      {error ? <p role="alert" className="text-sm text-red-700 dark:text-red-400">{error}</p> : null}
      <Button type="submit" className="w-full" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        <Link to="/Home" className="text-brand-700 underline dark:text-brand-300">Back to Home</Link>
      </p>
    </form>
  )
}
