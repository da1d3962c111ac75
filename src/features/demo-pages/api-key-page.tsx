import { Copy, Eye, EyeOff, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { SectionCard } from '@/components/ui/section-card'
import { toast } from '@/lib/notify'
import { copyText } from '@/lib/copy-text'
import { formatDateTime } from '@/lib/demo-format'
import { maskKey, newKeyValue, SAMPLE_KEYS, type ApiKey, type KeyAccess } from './api-keys'

const ACCESS: KeyAccess[] = ['Full Control', 'Read Only', 'Read and Write']

function KeyRow({ k, onDelete }: { k: ApiKey; onDelete: () => void }) {
  const [shown, setShown] = useState(false)
  const copy = async () => {
    if (await copyText(k.key)) toast.success(`Copied the key “${k.name}”`)
    else toast.error('The browser did not allow copying')
  }
  return (
    <li className="grid grid-cols-1 gap-2 rounded-lg bg-muted/50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-foreground">{k.name}</span>
        <Badge variant="default">{k.access}</Badge>
        <span className="ml-auto flex gap-1">
          <Button variant="ghost" size="icon-sm" onClick={() => setShown((s) => !s)} aria-label={shown ? `Hide ${k.name}` : `Show ${k.name}`} aria-pressed={shown}>{shown ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}</Button>
          <Button variant="ghost" size="icon-sm" onClick={() => void copy()} aria-label={`Copy ${k.name}`}><Copy size={16} aria-hidden /></Button>
          <Button variant="ghost" size="icon-sm" onClick={onDelete} aria-label={`Delete ${k.name}`}><Trash2 size={16} aria-hidden /></Button>
        </span>
      </div>
      <code className="font-mono text-sm break-all">{shown ? k.key : maskKey(k.key)}</code>
      <p className="text-xs text-muted-foreground">Created on {k.created}</p>
    </li>
  )
}

export function ApiKeyPage() {
  const [keys, setKeys] = useState(SAMPLE_KEYS)
  const [name, setName] = useState('')
  const [access, setAccess] = useState<KeyAccess>('Full Control')
  const [error, setError] = useState('')
  return (
    <>
      <PageHeader title="API Key" description="Create keys for your own integrations. Keys live on this page only in the demo." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_3fr]">
        <SectionCard title="Create an API key">
          <form
            noValidate
            className="grid grid-cols-1 gap-4"
            onSubmit={(e) => {
              e.preventDefault()
              if (!name.trim()) return setError('Name the key.')
              setError('')
              setKeys((list) => [{ id: crypto.randomUUID(), name: name.trim(), access, key: newKeyValue(), created: formatDateTime(new Date()) }, ...list])
              setName('')
              toast.success('API key created')
            }}
          >
            <Field label="Name the API key" htmlFor="key-name" error={error || undefined}>
              <Input id="key-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="Server key 1" aria-invalid={Boolean(error)} aria-describedby={error ? 'key-name-error' : undefined} />
            </Field>
            <Field label="Choose the API key type" htmlFor="key-access">
              <NativeSelect id="key-access" value={access} onChange={(e) => setAccess(e.target.value as KeyAccess)}>
                {ACCESS.map((a) => <option key={a}>{a}</option>)}
              </NativeSelect>
            </Field>
            <Button type="submit" className="w-full">Create key</Button>
          </form>
        </SectionCard>
        <SectionCard title="API key list & access" description={`${keys.length} keys`}>
          <ul className="grid grid-cols-1 gap-3" aria-label="API keys">
            {keys.map((k) => <KeyRow key={k.id} k={k} onDelete={() => setKeys((list) => list.filter((x) => x.id !== k.id))} />)}
          </ul>
        </SectionCard>
      </div>
    </>
  )
}
