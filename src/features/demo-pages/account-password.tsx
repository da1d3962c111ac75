import { Button } from '@/components/ui/button'
import { toast } from '@/lib/notify'
import { PasswordField } from './auth-fields'
import { resetRules } from './auth-rules'
import { useTemplateForm } from './use-template-form'

export function AccountPassword() {
  const { values, errors, set, submit } = useTemplateForm({ old: '', password: '', confirm: '' }, resetRules, () => toast.success('Password changed (template page: nothing was changed).'))
  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <PasswordField id="acc-old" label="Old password" value={values.old} onChange={(v) => set('old', v)} />
      <div className="hidden sm:block" />
      <PasswordField id="acc-new" label="New password" autoComplete="new-password" value={values.password} onChange={(v) => set('password', v)} error={errors.password} />
      <PasswordField id="acc-confirm" label="Retype new password" autoComplete="new-password" value={values.confirm} onChange={(v) => set('confirm', v)} error={errors.confirm} />
      <div className="sm:col-span-2"><Button type="submit">Save changes</Button></div>
    </form>
  )
}
