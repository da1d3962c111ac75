import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldsResolver, SubmitButton } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { EditableField } from '@/lib/sync/redo'
import { editAndRetryWrite } from './actions'
import type { OutboxItem } from './outbox-hooks'

const LONG = new Set(['brief', 'script', 'description', 'reason'])

type Values = Record<string, string>

// The fields belong to whichever write was refused, so there is no one schema to check them
// with: each must simply not be empty; the server checks the rest when the write goes again.
const resolver = fieldsResolver((v: Values, fields: EditableField[]) => {
  const empty = fields.find((f) => !v[f.name]?.trim())
  return empty ? { ok: false, fields: { [empty.name]: `${empty.label} must not be empty.` } } : { ok: true, value: v }
})

/**
 * The refused change's own fields, to correct and send again. Once it goes through it leaves
 * "needs attention" (and so does the refused chip).
 */
export function RefusedEdit({ item, onDone }: { item: OutboxItem; onDone: () => void }) {
  const form = useForm<Values, EditableField[]>({ resolver, context: item.fields, defaultValues: Object.fromEntries(item.fields.map((f) => [f.name, f.value])) })
  const { errors } = form.formState
  const error = item.fields.map((f) => errors[f.name]?.message).find(Boolean)
  const onSubmit = form.handleSubmit(async (values) => {
    await editAndRetryWrite(item.seq, values)
    onDone()
  })
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mt-3 grid gap-3" noValidate aria-label={`Edit ${item.label}`}>
      {item.fields.map((f, i) => {
        const id = `edit-${item.seq}-${f.name}`
        // The form opens on a tap of "Edit": the first field takes the focus.
        const props = { id, autoFocus: i === 0, 'aria-invalid': errors[f.name] ? true : undefined, ...form.register(f.name) }
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
        <SubmitButton control={form.control} size="sm">
          Save and retry
        </SubmitButton>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
