import { Lock, Mail, Phone, User } from 'lucide-react'
import type { ComponentProps, FormEvent, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { SectionCard } from '@/components/ui/section-card'

function Actions({ prefix }: { prefix: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2">
        <Checkbox id={`${prefix}-remember`} />
        <Label htmlFor={`${prefix}-remember`}>Remember me</Label>
      </div>
      <div className="ml-auto flex gap-2">
        <Button type="reset" variant="secondary">Reset</Button>
        <Button type="submit">Submit</Button>
      </div>
    </div>
  )
}

function Horizontal({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-[8rem_1fr] sm:items-center sm:gap-4">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  )
}

function IconInput({ id, icon, ...props }: { id: string; icon: ReactNode } & ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400">{icon}</span>
      <Input id={id} className="pl-9" {...props} />
    </div>
  )
}

const stop = (e: FormEvent) => e.preventDefault()

export function FormLayoutPage() {
  return (
    <>
      <PageHeader title="Form Layout" description="Vertical, horizontal and multi-column forms, with and without icons." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Vertical form">
          <form className="grid grid-cols-1 gap-4" onSubmit={stop}>
            <Field label="First name" htmlFor="vf-first"><Input id="vf-first" autoComplete="given-name" /></Field>
            <Field label="E-mail" htmlFor="vf-email"><Input id="vf-email" type="email" autoComplete="email" /></Field>
            <Field label="Password" htmlFor="vf-password"><Input id="vf-password" type="password" autoComplete="new-password" /></Field>
            <Actions prefix="vf" />
          </form>
        </SectionCard>
        <SectionCard title="Horizontal form">
          <form className="grid grid-cols-1 gap-4" onSubmit={stop}>
            <Horizontal id="hf-first" label="First name"><Input id="hf-first" /></Horizontal>
            <Horizontal id="hf-email" label="E-mail"><Input id="hf-email" type="email" /></Horizontal>
            <Horizontal id="hf-mobile" label="Mobile"><Input id="hf-mobile" type="tel" /></Horizontal>
            <Actions prefix="hf" />
          </form>
        </SectionCard>
        <SectionCard title="Vertical form with icons">
          <form className="grid grid-cols-1 gap-4" onSubmit={stop}>
            <Field label="Name" htmlFor="vi-name"><IconInput id="vi-name" icon={<User size={16} />} /></Field>
            <Field label="E-mail" htmlFor="vi-email"><IconInput id="vi-email" type="email" icon={<Mail size={16} />} /></Field>
            <Field label="Mobile" htmlFor="vi-mobile"><IconInput id="vi-mobile" type="tel" icon={<Phone size={16} />} /></Field>
            <Field label="Password" htmlFor="vi-password"><IconInput id="vi-password" type="password" icon={<Lock size={16} />} /></Field>
            <Actions prefix="vi" />
          </form>
        </SectionCard>
        <SectionCard title="Horizontal form with icons">
          <form className="grid grid-cols-1 gap-4" onSubmit={stop}>
            <Horizontal id="hi-name" label="Name"><IconInput id="hi-name" icon={<User size={16} />} /></Horizontal>
            <Horizontal id="hi-email" label="E-mail"><IconInput id="hi-email" type="email" icon={<Mail size={16} />} /></Horizontal>
            <Horizontal id="hi-password" label="Password"><IconInput id="hi-password" type="password" icon={<Lock size={16} />} /></Horizontal>
            <Actions prefix="hi" />
          </form>
        </SectionCard>
        <SectionCard title="Multiple columns" className="lg:col-span-2">
          <form className="grid grid-cols-1 gap-4 md:grid-cols-2" onSubmit={stop}>
            <Field label="First name" htmlFor="mc-first"><Input id="mc-first" /></Field>
            <Field label="Last name" htmlFor="mc-last"><Input id="mc-last" /></Field>
            <Field label="City" htmlFor="mc-city"><Input id="mc-city" /></Field>
            <Field label="Country" htmlFor="mc-country">
              <NativeSelect id="mc-country" defaultValue="">
                <option value="">Choose…</option>
                <option>Canada</option>
                <option>Nigeria</option>
                <option>United Kingdom</option>
              </NativeSelect>
            </Field>
            <Field label="Company" htmlFor="mc-company"><Input id="mc-company" /></Field>
            <Field label="E-mail" htmlFor="mc-email"><Input id="mc-email" type="email" /></Field>
            <div className="md:col-span-2"><Actions prefix="mc" /></div>
          </form>
        </SectionCard>
      </div>
    </>
  )
}
