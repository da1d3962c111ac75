import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormError, lazySchemaResolver, showProblem, SubmitButton, TextField } from '@/components/ui/form'
import { toast } from '@/lib/notify'
import { authSchemas, lookUpResetCode, resetPassword } from './auth-actions'

type Values = { code: string; password: string; confirm: string }
const resolver = lazySchemaResolver(async () => (await authSchemas()).ResetPasswordBodySchema, {
  before: (v: Values) => (v.password === v.confirm ? null : { message: 'The two passwords differ.', fields: { confirm: 'Type the same password again' } }),
  prepare: (v) => ({ code: v.code, password: v.password }),
})

/** Sets a new password with the single-use code from the e-mail. */
export function ResetPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate()
  const [account, setAccount] = useState<{ email: string } | null>(null)
  // The code is no field of the form: it rides along in the values the schema checks.
  const form = useForm({ resolver, defaultValues: { code, password: '', confirm: '' } })

  useEffect(() => {
    if (!code) return
    void lookUpResetCode(code).then((r) => (r.ok ? setAccount(r.value) : showProblem(form, { message: r.message })))
  }, [code, form])

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await resetPassword(body)
    if (!result.ok) return showProblem(form, result)
    toast.success('Your password is changed. Sign in with the new one.')
    await navigate({ to: '/login' })
  })

  if (!code) return <p role="alert" className="text-sm text-destructive">This page needs the code from your reset e-mail. Open the link in that e-mail again.</p>
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
      {account ? <p className="text-sm text-muted-foreground">For {account.email}</p> : null}
      <TextField form={form} name="password" label="New password (at least 8 characters)" type="password" autoComplete="new-password" required />
      <TextField form={form} name="confirm" label="Confirm new password" type="password" autoComplete="new-password" required />
      <FormError control={form.control} fieldsMessage="Check the highlighted fields." />
      <SubmitButton control={form.control} className="w-full" busyLabel="Saving…">Set new password</SubmitButton>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="text-primary underline">Send a new code</Link>
      </p>
    </form>
  )
}
