import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import type { FormProblem } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/lib/notify'
import { authSchemas, signIn } from './auth-actions'

type Values = { email: string; password: string }
type Field = keyof Values
type Errors = Partial<Record<Field, string>>

/**
 * The typed values checked with the server's schema (loaded on the first check, with the
 * validation library): the accepted body, or one message per refused field.
 */
async function check(values: Values): Promise<{ ok: true; body: Values } | { ok: false; fields: Errors }> {
  const schema = (await authSchemas()).LoginBodySchema
  const result = schema.safeParse({ email: values.email.trim(), password: values.password })
  if (result.success) return { ok: true, body: result.data }
  const fields: Errors = {}
  for (const issue of result.error.issues) {
    const key = issue.path[0]
    if (key === 'email' || key === 'password') fields[key] ??= issue.message
  }
  return { ok: false, fields }
}

/** What the form's fields hold now (read from the form: the browser may fill them in itself). */
function valuesOf(form: HTMLFormElement): Values {
  const data = new FormData(form)
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') }
}

function SignInField({ name, label, error, ...props }: { name: Field; label: ReactNode; error?: string } & Omit<ComponentProps<'input'>, 'name'>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={name}>{label}</Label>
      <Input id={name} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined} {...props} />
      {error ? (
        <p id={`${name}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The sign-in form. It goes on to `redirectTo` (or Home) once signed in; with `stayHere` it stays on
 * the screen it sits on (the sign-in in place after a 401), which then shows itself again.
 * Two fields need no form library: this form is the first thing a signed-out visitor waits for, so
 * it carries only what it draws (the other forms are on react-hook-form, see components/ui/form.tsx).
 */
export function SignInForm({ redirectTo, stayHere, defaultEmail, initialProblem }: {
  redirectTo?: string
  stayHere?: boolean
  defaultEmail?: string
  /** Why a sign-in sent before the script came was refused (the page's own form posts to the server). */
  initialProblem?: string
}) {
  const navigate = useNavigate()
  const [errors, setErrors] = useState<Errors>({})
  const [problem, setProblem] = useState<FormProblem | null>(initialProblem ? { message: initialProblem } : null)
  const [busy, setBusy] = useState(false)
  const submitted = useRef(false)

  // After a first attempt, the fields' messages follow what is typed (as on the other forms).
  const onChange = (form: HTMLFormElement) => {
    if (submitted.current) void check(valuesOf(form)).then((result) => setErrors(result.ok ? {} : result.fields))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submitted.current = true
    setBusy(true)
    try {
      const checked = await check(valuesOf(event.currentTarget))
      if (!checked.ok) {
        setErrors(checked.fields)
        setProblem(null)
        return
      }
      setErrors({})
      setProblem(null)
      const result = await signIn(checked.body)
      if (!result.ok) {
        setErrors(result.fields ?? {})
        setProblem(result)
        return
      }
      toast.success(`Signed in as ${result.value.userData.fullName}`)
      if (stayHere) return
      await navigate({ to: redirectTo?.startsWith('/') ? redirectTo : '/Home' })
    } finally {
      setBusy(false)
    }
  }

  const fieldsRefused = Object.values(errors).some(Boolean)
  const message = problem?.message ?? (fieldsRefused ? 'Check the highlighted fields.' : undefined)
  return (
    <form onSubmit={(e) => void onSubmit(e)} onChange={(e) => onChange(e.currentTarget)} className="space-y-4" noValidate>
      <SignInField name="email" label="E-mail" type="email" autoComplete="email" required defaultValue={defaultEmail ?? ''} error={errors.email} />
      {/* Signing in again, the e-mail is known: the password is what is left to type. */}
      <SignInField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus={Boolean(defaultEmail)}
        error={errors.password}
      />
      <div className="text-right text-sm">
        <Link to="/forgot-password" className="text-primary underline">Forgot password?</Link>
      </div>
      {message ? <p role="alert" className="text-sm text-destructive">{message}</p> : null}
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New here? <Link to="/register" className="text-primary underline">Create an account</Link>
      </p>
    </form>
  )
}
