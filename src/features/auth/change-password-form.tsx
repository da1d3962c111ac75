import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { changePassword } from './auth-actions'
import { FormField, FormMessage } from './form-field'

/** Profile's password change: the current password, then the new one twice. Needs a connection. */
export function ChangePasswordForm() {
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const newPassword = String(form.get('newPassword') ?? '')
    if (newPassword !== String(form.get('confirm') ?? '')) return setError({ message: 'The two new passwords differ.', fields: { confirm: 'Type the same password again' } })
    setBusy(true)
    const result = await changePassword({ currentPassword: String(form.get('currentPassword') ?? ''), newPassword })
    setBusy(false)
    if (!result.ok) return setError(result)
    setError(null)
    formElement.reset()
    toast.success('Password changed. Your other devices are signed out.')
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Change password">
      <FormField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required error={error?.fields.currentPassword} />
      <FormField label="New password (at least 8 characters)" name="newPassword" type="password" autoComplete="new-password" required error={error?.fields.newPassword} />
      <FormField label="Confirm new password" name="confirm" type="password" autoComplete="new-password" required error={error?.fields.confirm} />
      <FormMessage>{error?.message ?? null}</FormMessage>
      <Button type="submit" disabled={busy}>{busy ? 'Saving…' : 'Change password'}</Button>
    </form>
  )
}
