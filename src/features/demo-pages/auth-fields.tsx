import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { describedBy, Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

/** A labelled text field with its error under it. */
export function TextField({ id, label, value, onChange, error, type = 'text', autoComplete, placeholder }: {
  id: string
  label: string
  value: string
  onChange: (v: string) => void
  error?: string
  type?: string
  autoComplete?: string
  placeholder?: string
}) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <Input id={id} type={type} autoComplete={autoComplete} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { error })} />
    </Field>
  )
}

export function PasswordField({ id, label, value, onChange, error, autoComplete = 'current-password' }: { id: string; label: string; value: string; onChange: (v: string) => void; error?: string; autoComplete?: string }) {
  const [shown, setShown] = useState(false)
  return (
    <Field label={label} htmlFor={id} error={error}>
      <div className="relative">
        <Input id={id} type={shown ? 'text' : 'password'} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} className="pr-10" aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { error })} />
        <button type="button" onClick={() => setShown((s) => !s)} aria-label={shown ? 'Hide password' : 'Show password'} aria-pressed={shown} className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-foreground">
          {shown ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
        </button>
      </div>
    </Field>
  )
}

/** Sign-in with other services: shown as in the template; there is no such sign-in here. */
export function SocialButtons() {
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-2 gap-2">
        {['Facebook', 'Twitter', 'Google', 'GitHub'].map((name) => (
          <button key={name} type="button" disabled title="Not available in the demo" aria-label={`Continue with ${name} (not available in the demo)`} className="h-10 rounded-lg text-sm font-semibold text-muted-foreground ring-1 ring-border disabled:cursor-not-allowed">
            {name}
          </button>
        ))}
      </div>
    </>
  )
}
