import { CreateCategoryBodySchema } from '@server/routes/categories/categories.schemas'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, describedBy } from '@/components/ui/field'
import { fieldsResolver, SubmitButton } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { SectionCard } from '@/components/ui/section-card'
import type { CategoryRow } from '@/db/sync-schema'
import type { Overlaid } from '@/lib/sync/overlay'
import { createCategory, renameCategory, schemaProblem, type ActionResult } from './actions'
import { PendingBadge } from './badges'
import { useCategories, usePulled } from './hooks'
import { ResultNote } from './result-note'

type NameValues = { name: string }

// The name is checked with the server's own schema (required, at most 60 characters) before
// anything is queued; the schema trims it.
const resolver = fieldsResolver((v: NameValues) => {
  const problem = schemaProblem(CreateCategoryBodySchema, { name: v.name })
  return problem ? { ok: false, fields: { name: problem.message } } : { ok: true, value: { name: v.name.trim() } }
})

/** Queues `run`'s change; a refusal goes on the name field, success to `onResult`. */
async function submitName(form: UseFormReturn<NameValues>, run: () => Promise<ActionResult>, onResult: (r: ActionResult) => void): Promise<boolean> {
  const r = await run()
  if (r.ok) onResult(r)
  else form.setError('name', { type: 'refused', message: r.message })
  return r.ok
}

function CategoryItem({ c, onResult }: { c: Overlaid<CategoryRow>; onResult: (r: ActionResult) => void }) {
  const [editing, setEditing] = useState(false)
  const form = useForm<NameValues>({ resolver, defaultValues: { name: c.name } })
  const id = `category-${c.id}`
  const error = form.formState.errors.name?.message
  if (editing) {
    const onSubmit = form.handleSubmit(async ({ name }) => {
      if (await submitName(form, () => renameCategory(c.id, name), onResult)) setEditing(false)
    })
    return (
      <li>
        <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={(e) => void onSubmit(e)}>
          <div className="grid min-w-32 flex-1 gap-1">
            <label htmlFor={id} className="sr-only">
              New name for {c.name}
            </label>
            <Input id={id} maxLength={60} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...form.register('name')} />
            {error ? <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">{error}</p> : null}
          </div>
          <SubmitButton control={form.control} size="sm">
            Save
          </SubmitButton>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      </li>
    )
  }
  return (
    <li className="flex items-center justify-between gap-2 rounded-lg px-3 py-2 ring-1 ring-border">
      <span className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="truncate text-foreground">{c.name}</span>
        <PendingBadge mark={c._pending} />
      </span>
      <Button size="icon-sm" variant="ghost" aria-label={`Rename ${c.name}`} onClick={() => (form.reset({ name: c.name }), setEditing(true))}>
        <Pencil size={16} aria-hidden />
      </Button>
    </li>
  )
}

/** The categories sounds are filed under: create and rename (queued, offline too). */
export function CategoriesSection() {
  const categories = useCategories()
  const pulled = usePulled('categories')
  const form = useForm<NameValues>({ resolver, defaultValues: { name: '' } })
  const [result, setResult] = useState<ActionResult | null>(null)
  const error = form.formState.errors.name?.message
  const onSubmit = form.handleSubmit(async ({ name }) => {
    if (await submitName(form, () => createCategory(name), setResult)) form.reset({ name: '' })
  }, () => setResult(null))
  return (
    <SectionCard title="Categories" description="Artists file each sound under one of these." id="categories">
      <div className="grid grid-cols-1 gap-4">
        <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={(e) => void onSubmit(e)}>
          <Field label="New category" htmlFor="new-category" error={error} className="min-w-40 flex-1">
            <Input id="new-category" maxLength={60} aria-invalid={error ? true : undefined} aria-describedby={describedBy('new-category', { error })} {...form.register('name')} />
          </Field>
          <SubmitButton control={form.control}>Add category</SubmitButton>
        </form>
        {result?.ok ? <ResultNote result={result} onDismiss={() => setResult(null)} /> : null}
        {categories === undefined ? (
          <Skeleton className="h-24" />
        ) : categories.length === 0 ? (
          <p className="text-sm text-muted-foreground">{pulled ? 'No categories yet: add the first one.' : 'Categories have not been downloaded to this device yet.'}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Categories">
            {categories.map((c) => (
              <CategoryItem key={c.id} c={c} onResult={setResult} />
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  )
}
