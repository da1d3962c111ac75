import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/notify'
import type { AccountSettings } from './pages-api'

const COUNTRIES = ['United States', 'United Kingdom', 'Canada', 'Australia', 'Germany', 'France', 'Nigeria', 'India', 'Brazil', 'Japan']
const save = (what: string) => (e: FormEvent) => {
  e.preventDefault()
  toast.success(`${what} saved`)
}

export function AccountInfo({ initial }: { initial: AccountSettings['info'] }) {
  const [v, setV] = useState(initial)
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [key]: e.target.value }))
  return (
    <form onSubmit={save('Information')} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label="Bio" htmlFor="acc-bio" className="sm:col-span-2"><Textarea id="acc-bio" value={v.bio} onChange={set('bio')} /></Field>
      <Field label="Birth date" htmlFor="acc-dob"><Input id="acc-dob" type="date" value={v.dob} onChange={set('dob')} /></Field>
      <Field label="Country" htmlFor="acc-country">
        <NativeSelect id="acc-country" value={v.country} onChange={set('country')}>
          {COUNTRIES.map((c) => <option key={c}>{c}</option>)}
        </NativeSelect>
      </Field>
      <Field label="Website" htmlFor="acc-website"><Input id="acc-website" type="url" value={v.website} onChange={set('website')} /></Field>
      <Field label="Phone" htmlFor="acc-phone"><Input id="acc-phone" type="tel" value={v.phone} onChange={set('phone')} /></Field>
      <div className="sm:col-span-2"><Button type="submit">Save changes</Button></div>
    </form>
  )
}

const NETWORKS: [keyof AccountSettings['social']['socialLinks'], string][] = [
  ['twitter', 'Twitter'], ['facebook', 'Facebook'], ['google', 'Google+'], ['linkedIn', 'LinkedIn'], ['instagram', 'Instagram'], ['quora', 'Quora'],
]

export function AccountSocial({ initial }: { initial: AccountSettings['social']['socialLinks'] }) {
  const [links, setLinks] = useState(initial)
  return (
    <form onSubmit={save('Social links')} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {NETWORKS.map(([key, label]) => (
        <Field key={key} label={label} htmlFor={`acc-${key}`}>
          <Input id={`acc-${key}`} type="url" placeholder="Add link" value={links[key]} onChange={(e) => setLinks((l) => ({ ...l, [key]: e.target.value }))} />
        </Field>
      ))}
      <div className="sm:col-span-2"><Button type="submit">Save changes</Button></div>
    </form>
  )
}
