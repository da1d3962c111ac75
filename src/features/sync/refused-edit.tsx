import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { editAndRetryWrite } from './actions'
import type { OutboxItem } from './outbox-hooks'

const LONG = new Set(['brief', 'script', 'description', 'reason'])

/**
 * The refused change's own fields, to correct and send again. Once it goes through it leaves
 * "needs attention" (and so does the refused chip).
 */
export function RefusedEdit({ item, onDone }: { item: OutboxItem; onDone: () => void }) {
  const [values, setValues] = useState(() => Object.fromEntries(item.fields.map((f) => [f.name, f.value])))
  const [error, setError] = useState<string | null>(null)
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const empty = item.fields.find((f) => !values[f.name]?.trim())
    if (empty) return setError(`${empty.label} must not be empty.`)
    await editAndRetryWrite(item.seq, values)
    onDone()
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mt-3 grid gap-3" noValidate aria-label={`Edit ${item.label}`}>
      {item.fields.map((f, i) => {
        const id = `edit-${item.seq}-${f.name}`
        // The form opens on a tap of "Edit": the first field takes the focus.
        const props = { id, autoFocus: i === 0, value: values[f.name] ?? '', onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f.name]: e.target.value })) }
        return (
          <Field key={f.name} label={f.label} htmlFor={id}>
            {LONG.has(f.name) ? <Textarea {...props} rows={3} /> : <Input {...props} />}
          </Field>
        )
      })}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Save and retry
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
