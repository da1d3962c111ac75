import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, describedBy } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { SectionCard } from '@/components/ui/section-card'
import type { CategoryRow } from '@/db/sync-schema'
import type { Overlaid } from '@/lib/sync/overlay'
import { createCategory, renameCategory, type ActionResult } from './actions'
import { PendingBadge } from './badges'
import { useCategories, usePulled } from './hooks'
import { ResultNote } from './result-note'

function CategoryItem({ c, onResult }: { c: Overlaid<CategoryRow>; onResult: (r: ActionResult) => void }) {
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(c.name)
  const id = `category-${c.id}`
  if (editing) {
    return (
      <li>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={async (e) => {
            e.preventDefault()
            const r = await renameCategory(c.id, name)
            onResult(r)
            if (r.ok) setEditing(false)
          }}
        >
          <div className="grid min-w-32 flex-1 gap-1">
            <label htmlFor={id} className="sr-only">
              New name for {c.name}
            </label>
            <Input id={id} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" size="sm">
            Save
          </Button>
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
      <Button size="icon-sm" variant="ghost" aria-label={`Rename ${c.name}`} onClick={() => (setName(c.name), setEditing(true))}>
        <Pencil size={16} aria-hidden />
      </Button>
    </li>
  )
}

/** The categories sounds are filed under: create and rename (queued, offline too). */
export function CategoriesSection() {
  const categories = useCategories()
  const pulled = usePulled('categories')
  const [name, setName] = useState('')
  const [result, setResult] = useState<ActionResult | null>(null)
  const error = result && !result.ok ? result.message : undefined
  return (
    <SectionCard title="Categories" description="Artists file each sound under one of these." id="categories">
      <div className="grid grid-cols-1 gap-4">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={async (e) => {
            e.preventDefault()
            const r = await createCategory(name)
            setResult(r)
            if (r.ok) setName('')
          }}
        >
          <Field label="New category" htmlFor="new-category" error={error} className="min-w-40 flex-1">
            <Input id="new-category" value={name} maxLength={60} aria-invalid={error ? true : undefined} aria-describedby={describedBy('new-category', { error })} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Button type="submit">Add category</Button>
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
