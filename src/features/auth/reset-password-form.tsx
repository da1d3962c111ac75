import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { lookUpResetCode, resetPassword } from './auth-actions'
import { FormField, FormMessage } from './form-field'

/** Sets a new password with the single-use code from the e-mail. */
export function ResetPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate()
  const [account, setAccount] = useState<{ email: string } | null>(null)
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!code) return
    void lookUpResetCode(code).then((r) => (r.ok ? setAccount(r.value) : setError({ message: r.message, fields: {} })))
  }, [code])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password') ?? '')
    if (password !== String(form.get('confirm') ?? '')) return setError({ message: 'The two passwords differ.', fields: { confirm: 'Type the same password again' } })
    setBusy(true)
    const result = await resetPassword(code, password)
    setBusy(false)
    if (!result.ok) return setError(result)
    toast.success('Your password is changed. Sign in with the new one.')
    await navigate({ to: '/login' })
  }

  if (!code) return <FormMessage>This page needs the code from your reset e-mail. Open the link in that e-mail again.</FormMessage>
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {account ? <p className="text-sm text-slate-600 dark:text-slate-400">For {account.email}</p> : null}
      <FormField label="New password (at least 8 characters)" name="password" type="password" autoComplete="new-password" required error={error?.fields.password} />
      <FormField label="Confirm new password" name="confirm" type="password" autoComplete="new-password" required error={error?.fields.confirm} />
      <FormMessage>{error?.message ?? null}</FormMessage>
      <Button type="submit" className="w-full" disabled={busy}>{busy ? 'Saving…' : 'Set new password'}</Button>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="text-brand-700 underline dark:text-brand-300">Send a new code</Link>
      </p>
    </form>
  )
}
