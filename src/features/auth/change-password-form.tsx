import { useForm } from 'react-hook-form'
import { FormError, lazySchemaResolver, showProblem, SubmitButton, TextField } from '@/components/ui/form'
import { toast } from '@/lib/notify'
import { authSchemas, changePassword } from './auth-actions'

type Values = { currentPassword: string; newPassword: string; confirm: string }
const resolver = lazySchemaResolver(async () => (await authSchemas()).ChangePasswordBodySchema, {
  before: (v: Values) => (v.newPassword === v.confirm ? null : { message: 'The two new passwords differ.', fields: { confirm: 'Type the same password again' } }),
  prepare: (v) => ({ currentPassword: v.currentPassword, newPassword: v.newPassword }),
})

/** Profile's password change: the current password, then the new one twice. Needs a connection. */
export function ChangePasswordForm() {
  const form = useForm({ resolver, defaultValues: { currentPassword: '', newPassword: '', confirm: '' } })

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await changePassword(body)
    if (!result.ok) return showProblem(form, result)
    form.reset()
    toast.success('Password changed. Your other devices are signed out.')
  })

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate aria-label="Change password">
      <TextField form={form} name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
      <TextField form={form} name="newPassword" label="New password (at least 8 characters)" type="password" autoComplete="new-password" required />
      <TextField form={form} name="confirm" label="Confirm new password" type="password" autoComplete="new-password" required />
      <FormError control={form.control} fieldsMessage="Check the highlighted fields." />
      <SubmitButton control={form.control} busyLabel="Saving…">Change password</SubmitButton>
    </form>
  )
}
