import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { describedBy, Field } from '@/components/ui/field'
import { fieldsResolver, SubmitButton } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { adminBodyProblem, adminChangesBody, createAdmin, newAdminBody, updateAdmin, type ActionResult, type AdminFields } from './actions'
import { PendingBadge } from './badges'
import type { AdminView, RefusedChange } from './hooks'
import { ADMIN_KIND } from './kinds'
import { RefusedNotes, ResultNote } from './result-note'

type BodyOf = (f: AdminFields) => unknown

// Each field is checked with the server's own schema against the body the form would send (a new
// admin's three fields, or an admin's changes); a problem with no field is left to the action.
const resolver = fieldsResolver((v: AdminFields, bodyOf: BodyOf) => {
  const problem = adminBodyProblem(bodyOf(v))
  return problem?.field ? { ok: false, fields: { [problem.field]: problem.message } } : { ok: true, value: v }
})

function AdminForm({ initial, idPrefix, submitLabel, bodyOf, onSubmit }: { initial: AdminFields; idPrefix: string; submitLabel: string; bodyOf: BodyOf; onSubmit: (f: AdminFields) => Promise<ActionResult> }) {
  const form = useForm<AdminFields, BodyOf>({ resolver, context: bodyOf, defaultValues: initial })
  const [result, setResult] = useState<ActionResult | null>(null)
  const { errors } = form.formState
  const input = (name: keyof AdminFields, label: string, type: string, hint?: string) => {
    const id = `${idPrefix}-${name}`
    const error = errors[name]?.message
    return (
      <Field label={label} htmlFor={id} error={error} hint={hint}>
        <Input id={id} type={type} autoComplete={type === 'password' ? 'new-password' : 'off'} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { hint, error })} {...form.register(name)} />
      </Field>
    )
  }
  const submit = form.handleSubmit(async (fields) => {
    const r = await onSubmit(fields)
    if (!r.ok && r.field) form.setError(r.field as keyof AdminFields, { type: 'refused', message: r.message })
    else setResult(r)
    if (r.ok && !initial.email) form.reset(initial)
  }, () => setResult(null))
  return (
    <form className="grid grid-cols-1 gap-3" noValidate onSubmit={(e) => void submit(e)}>
      {input('fullName', 'Full name', 'text')}
      {input('email', 'E-mail', 'email')}
      {input('password', 'Password', 'password', initial.email ? 'Leave empty to keep the current password.' : 'At least 8 characters.')}
      {result ? <ResultNote result={result} onDismiss={() => setResult(null)} /> : null}
      <SubmitButton control={form.control} className="justify-self-start">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}

/** The admin accounts, a form for a new one and changes to each (name, e-mail, password). */
export function AdminsSection({ admins, pulled, refused }: { admins: AdminView[] | undefined; pulled: boolean | undefined; refused: RefusedChange[] }) {
  const [editing, setEditing] = useState<AdminView | null>(null)
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid grid-cols-1 content-start gap-3">
        <RefusedNotes refused={refused.filter((r) => r.kind === ADMIN_KIND.processAdmin)} />
        {admins === undefined ? (
          <Skeleton className="h-32" />
        ) : admins.length === 0 ? (
          <p className="rounded-lg bg-muted/50 p-6 text-center text-sm text-muted-foreground">
            {pulled ? 'No admins listed.' : 'The admins have not been downloaded to this device yet.'}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label="Admins">
            {admins.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg p-3 ring-1 ring-border">
                <div className="min-w-0">
                  <p className="truncate font-medium text-foreground">{a.fullName}</p>
                  <p className="truncate text-sm text-muted-foreground">{a.email}</p>
                  <PendingBadge mark={a._pending} />
                </div>
                {a.createdAt ? (
                  <Button size="sm" variant="outline" aria-label={`Edit admin ${a.email}`} onClick={() => setEditing(a)}>
                    Edit
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <section className="grid grid-cols-1 content-start gap-3 rounded-lg p-4 ring-1 ring-border" aria-labelledby="new-admin-title">
        <h3 id="new-admin-title" className="font-semibold text-foreground">
          New admin
        </h3>
        <AdminForm initial={{ fullName: '', email: '', password: '' }} idPrefix="new-admin" submitLabel="Create admin" bodyOf={newAdminBody} onSubmit={createAdmin} />
      </section>
      {editing ? (
        <Dialog open onOpenChange={(o) => !o && setEditing(null)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Edit admin</DialogTitle>
              <DialogDescription>{editing.email}</DialogDescription>
            </DialogHeader>
            <AdminForm
              initial={{ fullName: editing.fullName, email: editing.email, password: '' }}
              idPrefix="edit-admin"
              submitLabel="Save changes"
              bodyOf={(f) => adminChangesBody(editing.id, editing, f)}
              onSubmit={(f) => updateAdmin(editing.id, editing, f)}
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  )
}
