import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { describedBy, Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { SectionCard } from '@/components/ui/section-card'

function PasswordInput() {
  const [shown, setShown] = useState(false)
  return (
    <div className="relative">
      <Input id="in-password" type={shown ? 'text' : 'password'} defaultValue="secret-password" className="pr-10" autoComplete="new-password" />
      <button type="button" onClick={() => setShown((s) => !s)} aria-label={shown ? 'Hide password' : 'Show password'} aria-pressed={shown} className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-foreground">
        {shown ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
      </button>
    </div>
  )
}

export function InputPage() {
  const [email, setEmail] = useState('not-an-email')
  const emailError = /^\S+@\S+\.\S+$/.test(email) ? undefined : 'Enter an e-mail address like name@example.com.'
  return (
    <>
      <PageHeader title="Input" description="Text inputs: labels, sizes, states, help text and types." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic">
          <div className="grid grid-cols-1 gap-4">
            <Field label="Name" htmlFor="in-basic"><Input id="in-basic" placeholder="Alex Morgan" /></Field>
            <Field label="With help text" htmlFor="in-help" hint="We never share your e-mail address.">
              <Input id="in-help" type="email" placeholder="name@example.com" aria-describedby="in-help-hint" />
            </Field>
          </div>
        </SectionCard>
        <SectionCard title="Sizes">
          <div className="grid grid-cols-1 gap-3">
            <Input aria-label="Small input" placeholder="Small" className="h-8 text-xs" />
            <Input aria-label="Default input" placeholder="Default" />
            <Input aria-label="Large input" placeholder="Large" className="h-12 text-base" />
          </div>
        </SectionCard>
        <SectionCard title="States">
          <div className="grid grid-cols-1 gap-4">
            <Field label="Disabled" htmlFor="in-disabled"><Input id="in-disabled" disabled defaultValue="You cannot change this" /></Field>
            <Field label="Read only" htmlFor="in-readonly"><Input id="in-readonly" readOnly defaultValue="Read-only value" /></Field>
            <Field label="Valid" htmlFor="in-valid" hint="Looks good!">
              <Input id="in-valid" defaultValue="alexmorgan" className="border-emerald-500" aria-describedby="in-valid-hint" />
            </Field>
            <Field label="E-mail (checked as you type)" htmlFor="in-email" error={emailError}>
              <Input id="in-email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(emailError)} aria-describedby={describedBy('in-email', { error: emailError })} />
            </Field>
          </div>
        </SectionCard>
        <SectionCard title="Types">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="Password" htmlFor="in-password"><PasswordInput /></Field>
            <Field label="Search" htmlFor="in-search"><Input id="in-search" type="search" placeholder="Search…" /></Field>
            <Field label="Date" htmlFor="in-date"><Input id="in-date" type="date" defaultValue="2024-05-12" /></Field>
            <Field label="Time" htmlFor="in-time"><Input id="in-time" type="time" defaultValue="09:30" /></Field>
            <Field label="Number" htmlFor="in-number"><Input id="in-number" type="number" defaultValue={42} /></Field>
            <Field label="Telephone" htmlFor="in-tel"><Input id="in-tel" type="tel" placeholder="(555) 437-0192" /></Field>
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="in-color">Colour</Label>
              <Input id="in-color" type="color" defaultValue="#6d28d9" className="h-10 w-20 p-1" />
            </div>
            <Field label="URL" htmlFor="in-url"><Input id="in-url" type="url" placeholder="https://" /></Field>
          </div>
        </SectionCard>
        <SectionCard title="Floating label">
          <div className="relative">
            <Input id="in-float" placeholder=" " className="peer h-12 pt-4" />
            <label htmlFor="in-float" className="pointer-events-none absolute top-1 left-3 text-xs text-muted-foreground transition-all peer-placeholder-shown:top-3.5 peer-placeholder-shown:text-sm peer-focus:top-1 peer-focus:text-xs peer-focus:text-brand-700">
              Full name
            </label>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
