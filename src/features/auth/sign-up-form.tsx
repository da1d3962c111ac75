import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { signUp } from './auth-actions'
import { FormField, FormMessage } from './form-field'

const ROLE_CHOICES = [
  { value: 'artist', label: 'Artist', hint: 'Promote your sounds' },
  { value: 'musician', label: 'Musician', hint: 'Promote your music' },
  { value: 'tiktoker', label: 'Creator', hint: 'Earn from videos' },
  { value: 'brand', label: 'Brand', hint: 'Order advert videos' },
] as const

export function SignUpForm() {
  const navigate = useNavigate()
  const [role, setRole] = useState<string>('tiktoker')
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    const result = await signUp({
      fullName: String(form.get('fullName') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
      role,
    })
    setBusy(false)
    if (!result.ok) return setError(result)
    toast.success('Your account is created. An admin will approve it shortly.')
    await navigate({ to: '/Home' })
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <fieldset>
        <legend className="text-sm font-medium">I am a…</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {ROLE_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer flex-col rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
            >
              <input type="radio" name="role" value={choice.value} checked={role === choice.value} onChange={() => setRole(choice.value)} className="sr-only" />
              <span className="font-medium">{choice.label}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{choice.hint}</span>
            </label>
          ))}
        </div>
        {error?.fields.role ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{error.fields.role}</p> : null}
      </fieldset>
      <FormField label="Full name" name="fullName" autoComplete="name" required error={error?.fields.fullName} />
      <FormField label="E-mail" name="email" type="email" autoComplete="email" required error={error?.fields.email} />
      <FormField label="Password (at least 8 characters)" name="password" type="password" autoComplete="new-password" required error={error?.fields.password} />
      <FormMessage>{error?.message ?? null}</FormMessage>
      <Button type="submit" className="w-full" disabled={busy}>{busy ? 'Creating your account…' : 'Create account'}</Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account? <Link to="/login" className="text-brand-700 underline dark:text-brand-300">Sign in</Link>
      </p>
    </form>
  )
}
