import { useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/notify'
import type { AccountSettings } from './pages-api'

type General = AccountSettings['general']
const FIELDS: [keyof General, string, string][] = [
  ['username', 'Username', 'username'],
  ['fullName', 'Name', 'name'],
  ['email', 'E-mail', 'email'],
  ['company', 'Company', 'organization'],
]

export function AccountGeneral({ initial }: { initial: General }) {
  const [values, setValues] = useState(initial)
  const [preview, setPreview] = useState<string | null>(null)
  return (
    <form
      className="grid grid-cols-1 gap-6"
      onSubmit={(e) => {
        e.preventDefault()
        toast.success('Profile saved')
      }}
    >
      <div className="flex flex-wrap items-center gap-4">
        {preview ? <img src={preview} alt="New profile picture" className="h-20 w-20 rounded-lg object-cover" /> : <Avatar name={values.fullName} size="xl" className="rounded-lg" />}
        <div className="grid grid-cols-1 gap-2">
          <div className="flex gap-2">
            <Button asChild size="sm">
              <label htmlFor="acc-avatar" className="cursor-pointer">Upload</label>
            </Button>
            <input id="acc-avatar" type="file" accept="image/*" className="sr-only" onChange={(e) => { const f = e.target.files?.[0]; if (preview) URL.revokeObjectURL(preview); setPreview(f ? URL.createObjectURL(f) : null) }} />
            <Button variant="secondary" size="sm" onClick={() => { if (preview) URL.revokeObjectURL(preview); setPreview(null) }}>Reset</Button>
          </div>
          <p className="text-xs text-muted-foreground">Allowed JPG, GIF or PNG. Max size of 800 kB.</p>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {FIELDS.map(([key, label, autoComplete]) => (
          <Field key={key} label={label} htmlFor={`acc-${key}`}>
            <Input id={`acc-${key}`} autoComplete={autoComplete} type={key === 'email' ? 'email' : 'text'} value={values[key]} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} />
          </Field>
        ))}
      </div>
      <Alert tone="warning">
        <AlertDescription>
          <p className="font-semibold">Your e-mail is not confirmed. Please check your inbox.</p>
          <button type="button" className="font-medium underline" onClick={() => toast.info('Confirmation e-mail sent (template page: nothing is sent).')}>Resend confirmation</button>
        </AlertDescription>
      </Alert>
      <div className="flex gap-2">
        <Button type="submit">Save changes</Button>
        <Button variant="secondary" onClick={() => setValues(initial)}>Cancel</Button>
      </div>
    </form>
  )
}
