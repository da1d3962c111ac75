import type { AppDB } from '../../db/db'
import type { OutboxEntry } from '../../db/sync-schema'
import { entriesOf } from './outbox'
import { uuidV4 } from './uuid'

// A refused write can be put right: its text fields edited and sent again, or the action simply
// redone from its own screen. Either way, once the change goes through, the refusal is settled
// and leaves "needs attention" by itself.

/** Body fields that name something (a sound, a request, a file): never edited, they are what the write is about. */
const REFERENCE = /(^|_)id$|id$|^ids$|^audio$|^cover$|token/i

const LABELS: Record<string, string> = {
  video_url: 'Video link',
  duet_video_url: 'Video to duet',
  template_link: 'Template link',
  title: 'Title',
  brief: 'Brief',
  script: 'Script',
  reason: 'Reason',
  description: 'Description',
}

export interface EditableField {
  name: string
  label: string
  value: string
}

const jsonBody = (e: Pick<OutboxEntry, 'body'>): Record<string, unknown> | null =>
  e.body.type === 'json' && e.body.value && typeof e.body.value === 'object' && !Array.isArray(e.body.value) ? (e.body.value as Record<string, unknown>) : null

/** The text fields of a refused write the user may correct (none for uploads). */
export function editableFields(e: Pick<OutboxEntry, 'body'>): EditableField[] {
  const body = jsonBody(e)
  if (!body) return []
  return Object.entries(body)
    .filter(([name, value]) => typeof value === 'string' && !REFERENCE.test(name))
    .map(([name, value]) => ({ name, label: LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' '), value: value as string }))
}

/**
 * Sends a refused write again with corrected fields: the body and what the screens read from it
 * change together, and it gets a new idempotency key (the server keeps the first answer per key,
 * and would refuse the same key with another body).
 */
export async function editAndRetry(db: AppDB, seq: number, changes: Record<string, string>, now = Date.now()): Promise<boolean> {
  const allowed = new Set(editableFields((await db.outbox.get(seq)) ?? { body: { type: 'none' } }).map((f) => f.name))
  const updated = await db.outbox
    .where('seq')
    .equals(seq)
    .filter((e) => e.status === 'rejected')
    .modify((e) => {
      const body = { ...jsonBody(e) }
      const input = e.input && typeof e.input === 'object' ? { ...(e.input as Record<string, unknown>) } : e.input
      for (const [name, value] of Object.entries(changes)) {
        if (!allowed.has(name)) continue
        body[name] = value.trim()
        if (input && typeof input === 'object' && name in input) (input as Record<string, unknown>)[name] = value.trim()
      }
      e.body = { type: 'json', value: body }
      e.input = input
      e.idempotencyKey = uuidV4()
      e.status = 'pending'
      e.nextAttemptAt = now
      e.announce = true
      delete e.error
    })
  return updated > 0
}

/**
 * What a write is about, for telling whether a later write redid it: its kind and the ids its body
 * refers to (the sound, the request). Null when it refers to nothing (a new sound, an upload):
 * such writes are only settled by their own retry.
 */
export function targetOf(e: Pick<OutboxEntry, 'kind' | 'body'>): string | null {
  const body = jsonBody(e)
  if (!body) return null
  const refs = Object.keys(body)
    .filter((k) => k !== 'id' && k !== 'ids' && /(^|_)id$|id$/i.test(k) && typeof body[k] === 'string')
    .sort()
    .map((k) => `${k}=${body[k] as string}`)
  return refs.length ? `${e.kind}|${refs.join('&')}` : null
}

/** After `done` went through: the same user's refusals of the same action on the same thing are settled. */
export async function settleRefusals(db: AppDB, done: Pick<OutboxEntry, 'kind' | 'body' | 'userId'>): Promise<number> {
  const target = targetOf(done)
  if (!target) return 0
  return entriesOf(db, done.userId)
    .filter((e) => e.status === 'rejected' && targetOf(e) === target)
    .delete()
}
