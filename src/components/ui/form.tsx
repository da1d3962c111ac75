import { useEffect, type ComponentProps, type ReactNode } from 'react'
import { get, useFormState, type Control, type FieldErrors, type FieldValues, type Path, type RegisterOptions, type Resolver, type UseFormReturn } from 'react-hook-form'
import type { $ZodType, input as ZodInput, output as ZodOutput } from 'zod/v4/core'
import { cn } from '@/lib/cn'
import { Button, type ButtonProps } from './button'
import { Input } from './input'
import { Label } from './label'
import { NativeSelect } from './native-select'
import { Textarea } from './textarea'

/** A refusal to show on a form: the form's message and, where known, one message per field. */
export type FormProblem = { message: string; fields?: Record<string, string> }

/**
 * A form resolver over one of the server's zod schemas, loaded on the first validation: the schema
 * (and the validation library with it) stays off the form's first paint. `prepare` turns the typed
 * values into the schema's input (trimming, values the form does not type); `before` refuses
 * what the schema cannot see (a password typed twice) ahead of it, as the forms always have.
 */
export function lazySchemaResolver<V extends FieldValues, S extends $ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
  options: { prepare?: (values: V) => Record<string, unknown>; before?: (values: V) => FormProblem | null } = {},
): Resolver<V, unknown, ZodOutput<S>> {
  let resolve: Resolver<ZodInput<S>, unknown, ZodOutput<S>> | undefined
  return async (values, context, resolverOptions) => {
    const early = options.before?.(values)
    if (early) return { values: {}, errors: problemErrors<V>(early) }
    if (!resolve) {
      const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), load()])
      resolve = zodResolver(schema)
    }
    const input = (options.prepare ? options.prepare(values) : values) as ZodInput<S> & FieldValues
    return (await resolve!(input, context, resolverOptions as never)) as Awaited<ReturnType<Resolver<V, unknown, ZodOutput<S>>>>
  }
}

/** What a form's check answers: the values to submit, or the field it refuses and why. */
export type FieldCheck<V extends FieldValues, Out> = { ok: true; value: Out } | { ok: false; field: Path<V>; message: string }

/**
 * A form resolver over a check the feature already has (one that itself applies the server's
 * schema, after turning typed text into the schema's values). `context` is `useForm`'s. The check
 * may answer later (one that loads the server's schema when the user first submits).
 */
export function checkResolver<V extends FieldValues, C, Out>(
  check: (values: V, context: C) => FieldCheck<V, Out> | Promise<FieldCheck<V, Out>>,
): Resolver<V, C, Out> {
  const answer = (result: FieldCheck<V, Out>) =>
    result.ok ? { values: result.value, errors: {} } : { values: {}, errors: { [result.field]: { type: 'refused', message: result.message } } as FieldErrors<V> }
  return (values, context) => {
    const result = check(values, context as C)
    return result instanceof Promise ? result.then(answer) : answer(result)
  }
}

/**
 * A form resolver over a check that names every refused field at once (forms whose fields depend on
 * each other, where the server's schema is applied to the body built from them). The check's own
 * field names are the form's.
 */
export function fieldsResolver<V extends FieldValues, C, Out>(
  check: (values: V, context: C) => { ok: true; value: Out } | { ok: false; fields: Partial<Record<Path<V>, string>> },
): Resolver<V, C, Out> {
  return (values, context) => {
    const result = check(values, context as C)
    if (result.ok) return { values: result.value, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const [name, message] of Object.entries(result.fields)) if (message) errors[name] = { type: 'refused', message: message as string }
    // A refusal always stops the submission, even one the check could not pin on a field.
    if (Object.keys(errors).length === 0) errors.root = { type: 'refused', message: 'Check the form and try again.' }
    return { values: {}, errors: errors as FieldErrors<V> }
  }
}

function problemErrors<V extends FieldValues>(problem: FormProblem): FieldErrors<V> {
  const errors: Record<string, { type: string; message: string }> = { root: { type: 'refused', message: problem.message } }
  for (const [name, message] of Object.entries(problem.fields ?? {})) errors[name] = { type: 'refused', message }
  return errors as FieldErrors<V>
}

/** Shows a refusal (the server's answer, or a rule checked on submit) on the form and its fields. */
export function showProblem<V extends FieldValues, C, O>(form: UseFormReturn<V, C, O>, problem: FormProblem): void {
  for (const [name, message] of Object.entries(problem.fields ?? {})) form.setError(name as Path<V>, { type: 'server', message })
  form.setError('root', { type: 'server', message: problem.message })
}

/**
 * The form's own message (role alert): the server's words, or `fieldsMessage` when only fields
 * were refused by the schema.
 */
export function FormError<V extends FieldValues, C, O>({ control, fieldsMessage }: { control: Control<V, C, O>; fieldsMessage?: string }) {
  const { errors } = useFormState({ control })
  const message = errors.root?.message ?? (fieldsMessage && Object.keys(errors).length > 0 ? fieldsMessage : undefined)
  return message ? <p role="alert" className="text-sm text-destructive">{message}</p> : null
}

/** A success line under the form (role status). */
export function FormSuccess({ children }: { children: ReactNode }) {
  return children ? <p role="status" className="text-sm text-success">{children}</p> : null
}

type FieldProps<V extends FieldValues, C, O> = {
  form: UseFormReturn<V, C, O>
  name: Path<V>
  label: ReactNode
  hint?: ReactNode
  /** Announce the field's error as an alert (forms without a form-level message). */
  alert?: boolean
  /** How the field is registered (`deps`: fields checked again when this one changes). */
  options?: RegisterOptions<V, Path<V>>
}
type TextFieldProps<V extends FieldValues, C, O> = Omit<ComponentProps<'input'>, 'name' | 'form'> & FieldProps<V, C, O>
type TextAreaFieldProps<V extends FieldValues, C, O> = Omit<ComponentProps<'textarea'>, 'name' | 'form'> & FieldProps<V, C, O>
type SelectFieldProps<V extends FieldValues, C, O> = Omit<ComponentProps<'select'>, 'name' | 'form'> & FieldProps<V, C, O>

/** The field's error (its own subscription, so it shows however the parent renders) and the control's aria wiring. */
function useFieldError<V extends FieldValues, C, O>(form: UseFormReturn<V, C, O>, name: Path<V>, id: string, hint: ReactNode, label: ReactNode) {
  const { errors, submitCount } = useFormState({ control: form.control, name })
  const message = (get(errors, name) as { message?: string } | undefined)?.message
  const error = message ? fieldSentence(label, name, message) : undefined
  // The form focuses the first refused field, and the browser scrolls to it (below the top bar:
  // scroll-margin in app.css). A field that already had focus (submitted with Enter) is not
  // scrolled by that, and may sit under the bar: bring it and its message into view.
  useEffect(() => {
    const el = error ? document.getElementById(id) : null
    if (el && el === document.activeElement) el.scrollIntoView?.({ block: 'nearest' })
  }, [error, id, submitCount])
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return { error, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } }
}

/**
 * A field's error as a sentence people read. The server's rules name a field by its wire name
 * ("account_number must be 10 digits") or not at all ("must be an https link…"); on the form the
 * field is called by its label.
 */
export function fieldSentence(label: ReactNode, name: string, message: string): string {
  if (typeof label !== 'string') return message
  // "Reason (optional)" is called "Reason" in a sentence.
  const called = label.replace(/\s*\([^)]*\)\s*$/, '')
  const wire = name.split('.').pop() ?? name
  if (message.startsWith(`${wire} `)) return `${called} ${message.slice(wire.length + 1)}`
  return /^[a-z]/.test(message) ? `${called} ${message}` : message
}

/** The label above a control, its hint and its error under it. */
function FieldFrame({ id, label, hint, error, alert, className, children }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; alert?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? <p id={`${id}-error`} role={alert ? 'alert' : undefined} className="text-sm text-destructive">{error}</p> : null}
    </div>
  )
}

/** A labelled input registered with the form, its hint and its error under it (described-by). */
export function TextField<V extends FieldValues, C, O>({ form, name, label, hint, alert, options, id = name, className, ...props }: TextFieldProps<V, C, O>) {
  const { error, aria } = useFieldError(form, name, id, hint, label)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} alert={alert} className={className}>
      <Input id={id} {...aria} {...props} {...form.register(name, options)} />
    </FieldFrame>
  )
}

/** `TextField` for text of several lines. */
export function TextAreaField<V extends FieldValues, C, O>({ form, name, label, hint, alert, options, id = name, className, ...props }: TextAreaFieldProps<V, C, O>) {
  const { error, aria } = useFieldError(form, name, id, hint, label)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} alert={alert} className={className}>
      <Textarea id={id} {...aria} {...props} {...form.register(name, options)} />
    </FieldFrame>
  )
}

/** `TextField` for a choice from a list (the platform's own select); the options are its children. */
export function SelectField<V extends FieldValues, C, O>({ form, name, label, hint, alert, options, id = name, className, ...props }: SelectFieldProps<V, C, O>) {
  const { error, aria } = useFieldError(form, name, id, hint, label)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} alert={alert} className={className}>
      <NativeSelect id={id} {...aria} {...props} {...form.register(name, options)} />
    </FieldFrame>
  )
}

/** Submits the form; disabled, with `busyLabel`, while the submission runs. */
export function SubmitButton<V extends FieldValues, C, O>({ control, busyLabel, children, disabled, ...props }: Omit<ButtonProps, 'type'> & { control: Control<V, C, O>; busyLabel?: ReactNode }) {
  const { isSubmitting } = useFormState({ control })
  return (
    <Button type="submit" disabled={isSubmitting || disabled} aria-busy={isSubmitting || undefined} {...props}>
      {isSubmitting && busyLabel ? busyLabel : children}
    </Button>
  )
}
