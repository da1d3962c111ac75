import { CircleCheck } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { describedBy, Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { SectionCard } from '@/components/ui/section-card'
import { EMPTY_SIGN_UP, validateSignUp, type FieldErrors } from './validation-schema'

type Values = typeof EMPTY_SIGN_UP
const TEXT_FIELDS: [keyof Values, string, string, string?][] = [
  ['username', 'Username', 'text', 'username'],
  ['email', 'E-mail', 'email', 'email'],
  ['password', 'Password', 'password', 'new-password'],
  ['confirm', 'Confirm password', 'password', 'new-password'],
  ['age', 'Age', 'text'],
  ['website', 'Website (optional)', 'url', 'url'],
]

export function FormValidationPage() {
  const [values, setValues] = useState<Values>(EMPTY_SIGN_UP)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [tried, setTried] = useState(false)
  const [done, setDone] = useState(false)
  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value }
    setValues(next)
    setDone(false)
    // After the first submit, messages follow every change.
    if (tried) setErrors(validateSignUp(next) ?? {})
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setTried(true)
    const found = validateSignUp(values)
    setErrors(found ?? {})
    setDone(!found)
    // Once the messages are on screen, take the user to the first field that needs attention.
    const form = e.currentTarget
    if (found) requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }
  return (
    <>
      <PageHeader title="Form Validation" description="Rules written as a zod schema; messages appear next to each field after the first submit and update as you type." />
      <SectionCard title="Create an account">
        <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {TEXT_FIELDS.map(([key, label, type, autoComplete]) => (
            <Field key={key} label={label} htmlFor={`fv-${key}`} error={errors[key]} required={key !== 'website'}>
              <Input
                id={`fv-${key}`}
                type={type}
                autoComplete={autoComplete}
                inputMode={key === 'age' ? 'numeric' : undefined}
                value={String(values[key])}
                onChange={(e) => update(key, e.target.value)}
                aria-invalid={Boolean(errors[key])}
                aria-describedby={describedBy(`fv-${key}`, { error: errors[key] })}
              />
            </Field>
          ))}
          <Field label="Country" htmlFor="fv-country" error={errors.country} required>
            <NativeSelect id="fv-country" value={values.country} onChange={(e) => update('country', e.target.value)} aria-invalid={Boolean(errors.country)} aria-describedby={describedBy('fv-country', { error: errors.country })}>
              <option value="">Choose…</option>
              {['Canada', 'Germany', 'Nigeria', 'United Kingdom', 'United States'].map((c) => <option key={c}>{c}</option>)}
            </NativeSelect>
          </Field>
          <div className="grid grid-cols-1 gap-1.5 self-end">
            <div className="flex items-center gap-2">
              <Checkbox id="fv-terms" checked={values.terms} onCheckedChange={(v) => update('terms', v === true)} aria-invalid={Boolean(errors.terms)} aria-describedby={describedBy('fv-terms', { error: errors.terms })} />
              <Label htmlFor="fv-terms">I accept the terms and conditions</Label>
            </div>
            {errors.terms ? <p id="fv-terms-error" role="alert" className="text-xs font-medium text-destructive">{errors.terms}</p> : null}
          </div>
          <div className="flex gap-2 md:col-span-2">
            <Button type="submit">Submit</Button>
            <Button type="button" variant="secondary" onClick={() => { setValues(EMPTY_SIGN_UP); setErrors({}); setTried(false); setDone(false) }}>Reset</Button>
          </div>
          {done ? (
            <Alert tone="success" role="status" className="md:col-span-2">
              <CircleCheck aria-hidden />
              <AlertDescription>Form submitted: every field is valid.</AlertDescription>
            </Alert>
          ) : null}
        </form>
      </SectionCard>
    </>
  )
}
