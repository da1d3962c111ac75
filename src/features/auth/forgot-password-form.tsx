import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormError, FormSuccess, lazySchemaResolver, showProblem, SubmitButton, TextField } from '@/components/ui/form'
import { authSchemas, requestPasswordReset } from './auth-actions'

const resolver = lazySchemaResolver(async () => (await authSchemas()).ResetRequestBodySchema, {
  prepare: (v: { email: string }) => ({ email: v.email.trim() }),
})

export function ForgotPasswordForm() {
  const form = useForm({ resolver, defaultValues: { email: '' } })
  const [sent, setSent] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await requestPasswordReset(body)
    if (!result.ok) return showProblem(form, result)
    setSent(result.value.message)
  })

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
      <TextField form={form} name="email" label="E-mail" type="email" autoComplete="email" required />
      <FormError control={form.control} fieldsMessage="Check the highlighted fields." />
      <FormSuccess>{sent}</FormSuccess>
      <SubmitButton control={form.control} className="w-full" busyLabel="Sending…">Send reset code</SubmitButton>
      <p className="text-center text-sm">
        <Link to="/login" className="text-primary underline">Back to sign in</Link>
      </p>
    </form>
  )
}
