import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { SectionCard } from '@/components/ui/section-card'
import { Textarea } from '@/components/ui/textarea'

const MAX = 120

export function TextareaPage() {
  const [bio, setBio] = useState('')
  const [auto, setAuto] = useState('Type several lines here and the box grows with them.')
  return (
    <>
      <PageHeader title="Textarea" description="Multi-line text: counters, auto-grow, states." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic">
          <Field label="Message" htmlFor="ta-basic"><Textarea id="ta-basic" placeholder="Write your message" /></Field>
        </SectionCard>
        <SectionCard title="With a counter">
          <Field label="Bio" htmlFor="ta-count" hint={`${bio.length} / ${MAX} characters`}>
            <Textarea id="ta-count" maxLength={MAX} value={bio} onChange={(e) => setBio(e.target.value)} aria-describedby="ta-count-hint" />
          </Field>
        </SectionCard>
        <SectionCard title="Grows with its text">
          <Field label="Notes" htmlFor="ta-auto">
            <Textarea id="ta-auto" rows={2} value={auto} onChange={(e) => setAuto(e.target.value)} className="field-sizing-content max-h-64 resize-none" />
          </Field>
        </SectionCard>
        <SectionCard title="States">
          <div className="grid grid-cols-1 gap-4">
            <Field label="Disabled" htmlFor="ta-disabled"><Textarea id="ta-disabled" rows={2} disabled defaultValue="You cannot change this." /></Field>
            <Field label="Read only" htmlFor="ta-readonly"><Textarea id="ta-readonly" rows={2} readOnly defaultValue="Read-only text." /></Field>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
