import type { z } from 'zod'
import { CreateRequestBodySchema } from '@server/routes/brand-requests/brand-requests.schemas'
import { db } from '@/db/db'
import { parseMoney } from '@/lib/portal/format'
import { readUserData } from '@/lib/session/session'
import { discardEntry, RefusedBody } from '@/lib/sync/outbox'
import { submitRequestVideo } from '@/lib/portal/video-submissions'
import { createRequestWrite, deleteRequestWrite, holdRequestWrite } from './writes'
import { queueWrite } from '@/lib/sync/queue-write'
import { uuidV4 } from '@/lib/sync/uuid'
import type { RequestView } from './hooks'
import { queueFailure as failure } from '@/lib/sync/action-result'

export type ActionResult = { ok: true } | { ok: false; message: string }

function signedIn(): { id: string; fullName: string | null } | null {
  const user = readUserData()
  return typeof user?.id === 'string' ? { id: user.id, fullName: typeof user.fullName === 'string' ? user.fullName : null } : null
}

/** What the request form holds, as typed. */
export interface RequestFormValues {
  title: string
  brief: string
  /** The duet video link, or the script. */
  material: string
  slots: string
  pay: string
  holdHours: string
}

/** Form field names for the server's body fields, so its messages land beside the right control. */
const FIELD_OF: Record<string, keyof RequestFormValues> = {
  title: 'title',
  brief: 'brief',
  duet_video_url: 'material',
  script: 'material',
  slots: 'slots',
  pay_per_video: 'pay',
  hold_hours: 'holdHours',
}

const LABEL_OF: Record<keyof RequestFormValues, string> = {
  title: 'Title',
  brief: 'Brief',
  material: 'This',
  slots: 'Slots',
  pay: 'Pay per video',
  holdHours: 'Hold time',
}

export type FieldErrors = Partial<Record<keyof RequestFormValues, string>>

const toWhole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text.trim() === '' ? undefined : Number.NaN)

/** A server message ("must be at least 1") as a sentence about its field. */
function sentence(field: keyof RequestFormValues, message: string): string {
  const lead = message.split(' ')[0] ?? ''
  if (/^(must|is)$/.test(lead)) return `${LABEL_OF[field]} ${message}.`
  return message.charAt(0).toUpperCase() + message.slice(1) + (message.endsWith('.') ? '' : '.')
}

/**
 * Checks the form against the server's own schema and turns it into the body it expects; amounts
 * are typed in major units and sent in minor units.
 */
export function requestBodyOf(type: 'duet' | 'script', v: RequestFormValues, currency: string) {
  const errors: FieldErrors = {}
  const pay = v.pay.trim() === '' ? undefined : parseMoney(v.pay, currency)
  if (pay === null) errors.pay = 'Pay per video must be an amount, like 2500 or 2500.50.'
  if (pay === undefined) errors.pay = 'Pay per video is required.'
  if (v.slots.trim() === '') errors.slots = 'Slots is required.'
  const candidate = {
    id: uuidV4(),
    type,
    title: v.title.trim() || undefined,
    brief: v.brief,
    ...(type === 'duet' ? { duet_video_url: v.material.trim() || undefined } : { script: v.material.trim() || undefined }),
    slots: toWhole(v.slots),
    pay_per_video: pay ?? undefined,
    hold_hours: toWhole(v.holdHours),
  }
  const parsed = CreateRequestBodySchema.safeParse(candidate)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])]
      if (field && !errors[field]) errors[field] = sentence(field, issue.message)
    }
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false as const, errors }
  return { ok: true as const, body: parsed.data }
}

/** A request's body as the form's check (requestBodyOf) gave it: the server's schema applied once, on the form. */
export type RequestBody = z.output<typeof CreateRequestBodySchema>

/**
 * Queues a new request from the body the form's check built; it shows in My Adverts at once and goes
 * out now or on reconnect. The queue checks it with the server's schema as it stores it (the only
 * check here); a refused field comes back beside its control.
 */
export async function createRequest(b: RequestBody, currency: string): Promise<{ ok: true; id: string } | { ok: false; errors: FieldErrors; message?: string }> {
  const me = signedIn()
  if (!me) return { ok: false, errors: {}, message: 'Sign in to do this.' }
  const id = b.id ?? uuidV4()
  try {
    await queueWrite(createRequestWrite, {
      id,
      type: b.type,
      ...(b.title ? { title: b.title } : {}),
      brief: b.brief,
      ...(b.duet_video_url ? { duet_video_url: b.duet_video_url } : {}),
      ...(b.script ? { script: b.script } : {}),
      slots: b.slots,
      pay_per_video: b.pay_per_video,
      hold_hours: b.hold_hours,
      view: { brandId: me.id, brandName: me.fullName, currency },
    })
    return { ok: true, id }
  } catch (err) {
    if (err instanceof RefusedBody) {
      const field = err.field ? FIELD_OF[err.field] : undefined
      if (field) return { ok: false, errors: { [field]: sentence(field, err.message) } }
    }
    return { ok: false, errors: {}, message: failure(err).message }
  }
}

/** Money that comes back when a request is withdrawn: what is still in escrow for it. */
export const refundOf = (r: RequestView) => r.budget?.remaining ?? 0

/** Withdraws a request (the server refuses while a video waits for a decision). */
export async function withdrawRequest(r: RequestView): Promise<ActionResult> {
  try {
    await queueWrite(deleteRequestWrite, { request_id: r.id, refund: refundOf(r), title: r.title })
    return { ok: true }
  } catch (err) {
    return failure(err)
  }
}

/** A creator holds a slot on a request; the hold shows at once with its time left. */
export async function holdSlot(r: RequestView): Promise<ActionResult> {
  const me = signedIn()
  if (!me) return { ok: false, message: 'Sign in to do this.' }
  try {
    await queueWrite(holdRequestWrite, { id: uuidV4(), request_id: r.id, creatorId: me.id, holdHours: r.holdHours, title: r.title })
    return { ok: true }
  } catch (err) {
    return failure(err)
  }
}

/** A creator submits the video link for the slot they hold, checked with the server's schema. */
export function submitVideo(r: RequestView, link: string): Promise<ActionResult> {
  return submitRequestVideo({ id: r.id, type: r.type, title: r.title, brandId: r.brandId, payPerVideo: r.payPerVideo, holdId: r.myHold?.id ?? null }, link)
}

/** The user gives up a change the server refused (it also leaves "needs attention"). */
export async function dismissRefused(seq: number): Promise<void> {
  await discardEntry(db, seq)
}
