import type { z } from 'zod'
import { ProcessAdminBodySchema } from '@server/routes/admin/admin.schemas'
import {
  confirmVerificationWrite,
  createCategoryWrite,
  decideBrandWrite,
  deleteUserWrite,
  processAdminWrite,
  updateApprovalWrite,
  updateCategoryWrite,
  updateEmailWrite,
  updateInfluencerWrite,
  updateRoleWrite,
  updateSpamVideosWrite,
  updateSpecialityWrite,
} from './writes'
import { queueWrite } from '@/lib/sync/queue-write'
import type { WriteKind } from '@/lib/sync/registry'
import { uuidV4 } from '@/lib/sync/uuid'
import { queued } from '@/lib/sync/action-result'

// Every admin change is checked with the server's own schema, then queued: it goes out now, or
// when the connection returns, and shows as waiting on the screen until the server answers.

export type ActionResult = { ok: true } | { ok: false; message: string; field?: string }

/** The server schema's first complaint, in its words, with the field it is about. */
export function schemaProblem(schema: z.ZodType, value: unknown): { ok: false; message: string; field?: string } | null {
  const parsed = schema.safeParse(value)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  const field = issue?.path.length ? String(issue.path[0]) : undefined
  return { ok: false, message: issue?.message ?? 'This is not valid', ...(field ? { field } : {}) }
}

/** Queues the write; a body the server's schema refuses (checked as it is queued) comes back with its field. */
const queue = <I, R>(kind: WriteKind<I, R>, input: NoInfer<I>): Promise<ActionResult> => queued(() => queueWrite(kind, input))

/** `label` names the account in the outbox ("Role of ada@x.test → artist"); it is not sent. */
export interface Target {
  id: string
  label: string
}

export const changeRole = (u: Target, role: string) => queue(updateRoleWrite, { uid: u.id, role: role as never, label: u.label })

export const changeApproval = (u: Target, status: string) =>
  queue(updateApprovalWrite, { uid: u.id, status: status as never, label: u.label })

export const changeInfluencer = (u: Target, status: 'Yes' | 'No') =>
  queue(updateInfluencerWrite, { uid: u.id, status, label: u.label })

export const changeSpamVideos = (u: Target, status: 'enabled' | 'disabled') =>
  queue(updateSpamVideosWrite, { uid: u.id, status, label: u.label })

export function changeSpeciality(u: Target, text: string): Promise<ActionResult> {
  const speciality = text.trim() || null
  return queue(updateSpecialityWrite, { uid: u.id, speciality, label: u.label })
}

export function changeEmail(u: Target, text: string): Promise<ActionResult> {
  const email = text.trim()
  return queue(updateEmailWrite, { uid: u.id, email, label: u.label })
}

export const deleteUser = (u: Target) => queue(deleteUserWrite, { uid: u.id, label: u.label })

export const decideBrandApplication = (u: Target, decision: 'approved' | 'rejected') =>
  queue(decideBrandWrite, { user_id: u.id, decision, label: u.label })

export interface AdminFields {
  fullName: string
  email: string
  password: string
}

/** A new admin's body: all three fields. */
export const newAdminBody = (f: AdminFields) => ({ fullName: f.fullName.trim(), email: f.email.trim(), password: f.password })

/** Changes to an admin: only the fields that changed (an empty password keeps the old one). */
export const adminChangesBody = (id: string, before: { fullName: string; email: string }, f: AdminFields) => ({
  id,
  ...(f.fullName.trim() !== before.fullName ? { fullName: f.fullName.trim() } : {}),
  ...(f.email.trim() !== before.email ? { email: f.email.trim() } : {}),
  ...(f.password ? { password: f.password } : {}),
})

/** What the server's schema says against an admin body, for the form's fields as they are typed. */
export const adminBodyProblem = (body: unknown) => schemaProblem(ProcessAdminBodySchema, body)

export function createAdmin(f: AdminFields): Promise<ActionResult> {
  return queue(processAdminWrite, { ...newAdminBody(f), tempId: uuidV4() })
}

export function updateAdmin(id: string, before: { fullName: string; email: string }, f: AdminFields): Promise<ActionResult> {
  return queue(processAdminWrite, adminChangesBody(id, before, f))
}

export function decideVerification(v: { id: string; userId: string }, status: 'verified' | 'rejected', followersText: string): Promise<ActionResult> {
  const text = followersText.replace(/[,\s]/g, '')
  const followers = text === '' ? (status === 'rejected' ? 0 : Number.NaN) : Number(text)
  if (Number.isNaN(followers)) return Promise.resolve({ ok: false, message: 'Enter the number of followers to confirm', field: 'followers' })
  const wire = { id: v.id, followers, status }
  return queue(confirmVerificationWrite, { ...wire, userId: v.userId })
}

export function createCategory(name: string): Promise<ActionResult> {
  const wire = { id: uuidV4(), name: name.trim() }
  return queue(createCategoryWrite, wire)
}

export function renameCategory(id: string, name: string): Promise<ActionResult> {
  const wire = { id, name: name.trim() }
  return queue(updateCategoryWrite, wire)
}
