import { Link, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { FormError, lazySchemaResolver, showProblem, SubmitButton, TextField } from '@/components/ui/form'
import { toast } from '@/lib/notify'
import { authSchemas, signIn } from './auth-actions'

const resolver = lazySchemaResolver(async () => (await authSchemas()).LoginBodySchema, {
  prepare: (v: { email: string; password: string }) => ({ email: v.email.trim(), password: v.password }),
})

/**
 * The sign-in form. It goes on to `redirectTo` (or Home) once signed in; with `stayHere` it stays on
 * the screen it sits on (the sign-in in place after a 401), which then shows itself again.
 */
export function SignInForm({ redirectTo, stayHere, defaultEmail }: { redirectTo?: string; stayHere?: boolean; defaultEmail?: string }) {
  const navigate = useNavigate()
  const form = useForm({ resolver, defaultValues: { email: defaultEmail ?? '', password: '' } })

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await signIn(body)
    if (!result.ok) return showProblem(form, result)
    toast.success(`Signed in as ${result.value.userData.fullName}`)
    if (stayHere) return
    await navigate({ to: redirectTo?.startsWith('/') ? redirectTo : '/Home' })
  })

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
      <TextField form={form} name="email" label="E-mail" type="email" autoComplete="email" required />
      {/* Signing in again, the e-mail is known: the password is what is left to type. */}
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" required autoFocus={Boolean(defaultEmail)} />
      <div className="text-right text-sm">
        <Link to="/forgot-password" className="text-primary underline">Forgot password?</Link>
      </div>
      <FormError control={form.control} fieldsMessage="Check the highlighted fields." />
      <SubmitButton control={form.control} className="w-full" busyLabel="Signing in…">Sign in</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        New here? <Link to="/register" className="text-primary underline">Create an account</Link>
      </p>
    </form>
  )
}
