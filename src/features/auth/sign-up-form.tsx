import { Link, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { FormError, lazySchemaResolver, showProblem, SubmitButton, TextField } from '@/components/ui/form'
import { toast } from '@/lib/notify'
import { authSchemas, signUp } from './auth-actions'

const ROLE_CHOICES = [
  { value: 'artist', label: 'Artist', hint: 'Promote your sounds' },
  { value: 'musician', label: 'Musician', hint: 'Promote your music' },
  { value: 'tiktoker', label: 'Creator', hint: 'Earn from videos' },
  { value: 'brand', label: 'Brand', hint: 'Order advert videos' },
] as const

type Values = { role: string; fullName: string; email: string; password: string }
const resolver = lazySchemaResolver(async () => (await authSchemas()).SignupBodySchema, {
  prepare: (v: Values) => ({ ...v, fullName: v.fullName.trim(), email: v.email.trim() }),
})

export function SignUpForm() {
  const navigate = useNavigate()
  const form = useForm({ resolver, defaultValues: { role: 'tiktoker', fullName: '', email: '', password: '' } })
  const roleError = form.formState.errors.role?.message

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await signUp(body)
    if (!result.ok) return showProblem(form, result)
    toast.success('Your account is created. An admin will approve it shortly.')
    await navigate({ to: '/Home' })
  })

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
      <fieldset>
        <legend className="text-sm font-medium">I am a…</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {ROLE_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer flex-col rounded-lg border border-input p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-primary-soft/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" value={choice.value} className="sr-only" {...form.register('role')} />
              <span className="font-medium">{choice.label}</span>
              <span className="text-xs text-muted-foreground">{choice.hint}</span>
            </label>
          ))}
        </div>
        {roleError ? <p className="mt-1 text-sm text-destructive">{roleError}</p> : null}
      </fieldset>
      <TextField form={form} name="fullName" label="Full name" autoComplete="name" required />
      <TextField form={form} name="email" label="E-mail" type="email" autoComplete="email" required />
      <TextField form={form} name="password" label="Password (at least 8 characters)" type="password" autoComplete="new-password" required />
      <FormError control={form.control} fieldsMessage="Check the highlighted fields." />
      <SubmitButton control={form.control} className="w-full" busyLabel="Creating your account…">Create account</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account? <Link to="/login" className="text-primary underline">Sign in</Link>
      </p>
    </form>
  )
}
