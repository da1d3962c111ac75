import { Check } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { describedBy, Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { missingFields, WIZARD_STEPS } from './wizard-steps'

/** A multi-step form: each step checks its required fields before moving on. */
export function Wizard({ vertical, idPrefix }: { vertical?: boolean; idPrefix: string }) {
  const [index, setIndex] = useState(0)
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitted, setSubmitted] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const step = WIZARD_STEPS[index] ?? WIZARD_STEPS[0]!
  const last = index === WIZARD_STEPS.length - 1

  const go = (to: number) => {
    setIndex(to)
    setErrors({})
    requestAnimationFrame(() => heading.current?.focus())
  }
  const next = () => {
    const missing = missingFields(step, values)
    setErrors(missing)
    if (Object.keys(missing).length) return
    if (last) setSubmitted(true)
    else go(index + 1)
  }

  return (
    <div className={cn('grid grid-cols-1 gap-6', vertical && 'md:grid-cols-[14rem_1fr]')}>
      <ol aria-label="Steps" className={cn('flex gap-4', vertical ? 'flex-col' : 'flex-wrap border-b border-border pb-4')}>
        {WIZARD_STEPS.map((s, i) => (
          <li key={s.id} aria-current={i === index ? 'step' : undefined} className="flex items-center gap-3">
            <span className={cn('flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-sm font-semibold', i < index || submitted ? 'bg-success-soft text-success-soft-foreground' : i === index ? 'bg-brand-700 text-white' : 'bg-muted text-muted-foreground')}>
              {i < index || submitted ? <Check size={16} aria-label="done" /> : i + 1}
            </span>
            <span className="text-sm">
              <span className="block font-semibold text-foreground">{s.title}</span>
              <span className="block text-muted-foreground">{s.subtitle}</span>
            </span>
          </li>
        ))}
      </ol>
      <form noValidate onSubmit={(e) => { e.preventDefault(); next() }} className="grid grid-cols-1 content-start gap-4">
        <div>
          <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-foreground focus:outline-none">{step.title}</h3>
          <p className="text-sm text-muted-foreground">Step {index + 1} of {WIZARD_STEPS.length}: {step.subtitle.toLowerCase()}.</p>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {step.fields.map((f) => {
            const id = `${idPrefix}-${f.key}`
            return (
              <Field key={f.key} label={f.label} htmlFor={id} error={errors[f.key]} required={f.required}>
                <Input id={id} type={f.type ?? 'text'} autoComplete={f.autoComplete} value={values[f.key] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))} aria-invalid={Boolean(errors[f.key])} aria-describedby={describedBy(id, { error: errors[f.key] })} />
              </Field>
            )
          })}
        </div>
        <div className="flex justify-between gap-2">
          <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>Previous</Button>
          <Button type="submit" variant={last ? 'success' : 'primary'}>{last ? 'Submit' : 'Next'}</Button>
        </div>
        {submitted ? <p role="status" className="text-sm font-medium text-success">All steps complete: the form was submitted.</p> : null}
      </form>
    </div>
  )
}
