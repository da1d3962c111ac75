import { UpdateEmailBodySchema, UpdateRoleBodySchema, UpdateSpecialityBodySchema } from '@server/routes/auth/users.schemas'
import { useForm, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { checkResolver, SubmitButton, TextField } from '@/components/ui/form'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { changeEmail, changeRole, changeSpeciality, schemaProblem, type ActionResult, type Target } from './actions'
import type { UserView } from './hooks'

// The account dialog's three small forms. Each is checked with the server's own schema for its body
// before anything is queued; a change the queue refuses is said beside its field. What was queued
// goes to the dialog's result note (`onResult`).

type Ctx = { uid: string }

/** The server schema's complaint about `body`, on the form's one field. */
function checked<V extends FieldValues>(field: Path<V>, problem: { message: string } | null, values: V) {
  return problem ? { ok: false as const, field, message: problem.message } : { ok: true as const, value: values }
}

const roleResolver = checkResolver((v: { role: string }, ctx: Ctx) => checked('role', schemaProblem(UpdateRoleBodySchema, { uid: ctx.uid, role: v.role }), v))
const specialityResolver = checkResolver((v: { speciality: string }, ctx: Ctx) =>
  checked('speciality', schemaProblem(UpdateSpecialityBodySchema, { uid: ctx.uid, speciality: v.speciality.trim() || null }), v),
)
const emailResolver = checkResolver((v: { email: string }, ctx: Ctx) => checked('email', schemaProblem(UpdateEmailBodySchema, { uid: ctx.uid, email: v.email.trim() }), v))

/** Queues the change; a refusal goes beside the form's field, a queued change to `onResult`. */
async function send<V extends FieldValues>(form: UseFormReturn<V, Ctx, V>, field: Path<V>, run: Promise<ActionResult>, onResult: (r: ActionResult) => void) {
  const r = await run
  if (r.ok) onResult(r)
  else form.setError(field, { type: 'server', message: r.message })
}

interface FormProps {
  user: UserView
  target: Target
  onResult: (r: ActionResult) => void
}

export function RoleForm({ user, target, onResult, isMe }: FormProps & { isMe: boolean }) {
  const form = useForm({ resolver: roleResolver, context: { uid: user.id }, defaultValues: { role: user.role === 'admin' ? 'artist' : user.role } })
  const role = useWatch({ control: form.control, name: 'role' })
  const error = form.formState.errors.role?.message
  const onSubmit = form.handleSubmit(({ role }) => send(form, 'role', changeRole(target, role), onResult))
  return (
    <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="grid min-w-40 flex-1 gap-1.5">
        <Label htmlFor="user-role">New role</Label>
        <NativeSelect id="user-role" disabled={isMe} aria-invalid={error ? true : undefined} aria-describedby={error ? 'user-role-error' : undefined} {...form.register('role')}>
          <option value="artist">Artist</option>
          <option value="musician">Artist (musician)</option>
          <option value="tiktoker">Creator</option>
          <option value="brand">Brand</option>
        </NativeSelect>
      </div>
      <SubmitButton control={form.control} disabled={isMe || role === user.role}>
        Change role
      </SubmitButton>
      {error ? (
        <p id="user-role-error" role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  )
}

export function SpecialityForm({ user, target, onResult }: FormProps) {
  const form = useForm({ resolver: specialityResolver, context: { uid: user.id }, defaultValues: { speciality: typeof user.speciality === 'string' ? user.speciality : '' } })
  const onSubmit = form.handleSubmit(({ speciality }) => send(form, 'speciality', changeSpeciality(target, speciality), onResult))
  return (
    <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField form={form} name="speciality" id="user-speciality" label="Speciality" alert className="min-w-40 flex-1" maxLength={100} placeholder="e.g. Afrobeats" />
      <SubmitButton control={form.control} variant="secondary">
        Save speciality
      </SubmitButton>
    </form>
  )
}

export function EmailForm({ user, target, onResult }: FormProps) {
  const form = useForm({ resolver: emailResolver, context: { uid: user.id }, defaultValues: { email: user.email } })
  const email = useWatch({ control: form.control, name: 'email' })
  const onSubmit = form.handleSubmit(({ email }) => send(form, 'email', changeEmail(target, email), onResult))
  return (
    <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField form={form} name="email" id="user-email" label="E-mail" alert className="min-w-40 flex-1" type="email" />
      <SubmitButton control={form.control} variant="secondary" disabled={email.trim() === user.email}>
        Save e-mail
      </SubmitButton>
    </form>
  )
}
