import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { requestPasswordReset } from './auth-actions'
import { FormField, FormMessage } from './form-field'

export function ForgotPasswordForm() {
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    const result = await requestPasswordReset(String(new FormData(event.currentTarget).get('email') ?? '').trim())
    setBusy(false)
    if (!result.ok) return setError(result)
    setError(null)
    setSent(result.value.message)
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormField label="E-mail" name="email" type="email" autoComplete="email" required error={error?.fields.email} />
      <FormMessage>{error?.message ?? null}</FormMessage>
      <FormMessage tone="success">{sent}</FormMessage>
      <Button type="submit" className="w-full" disabled={busy}>{busy ? 'Sending…' : 'Send reset code'}</Button>
      <p className="text-center text-sm">
        <Link to="/login" className="text-brand-700 underline dark:text-brand-300">Back to sign in</Link>
      </p>
    </form>
  )
}
