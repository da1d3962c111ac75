import { DEFAULT_HOLD_HOURS } from '@server/lib/marketplace-values'
import { CreateSoundBodySchema } from '@server/routes/sounds/sounds.schemas'
import { parseMoney } from '@/lib/portal/format'
import { createSoundWrite, QUEUED_AUDIO, type CreateSoundBody, type CreateSoundInput } from './writes'
import { queueFailure } from '@/lib/sync/action-result'
import { uploadFileWrite } from '@/lib/sync/portal/uploads'
import { queueWrite } from '@/lib/sync/queue-write'
import { uuidV4 } from '@/lib/sync/uuid'

export type UploadResult = { ok: true; id: string } | { ok: false; message: string }

/** The server's default limit (UPLOAD_MAX_BYTES); it checks again and answers 413 beyond its own. */
const MAX_BYTES = 50 * 1024 * 1024
const AUDIO_EXTENSIONS = /\.(mp3|m4a|aac|wav|ogg|oga)$/i

/**
 * Queues an audio file for upload. The file is kept in the outbox as a Blob, so a file picked
 * offline goes out when the connection returns, with its progress shown; `id` names it until then.
 */
export async function queueAudioUpload(file: File): Promise<UploadResult> {
  if (!file.type.startsWith('audio/') && !AUDIO_EXTENSIONS.test(file.name)) return { ok: false, message: 'Choose an audio file (mp3, m4a, wav or ogg).' }
  if (file.size > MAX_BYTES) return { ok: false, message: 'The file is larger than 50 MB.' }
  if (file.size === 0) return { ok: false, message: 'The file is empty.' }
  const id = uuidV4()
  try {
    await queueWrite(uploadFileWrite, { id, file, fileName: file.name })
    return { ok: true, id }
  } catch (err) {
    return queueFailure(err)
  }
}

/** What the Add Song form holds: amounts as typed, in major units of the wallet's currency. */
export interface SoundFormValues {
  kind: 'normal' | 'video_app'
  title: string
  categoryId: string
  payPerUse: string
  payPerClick: string
  clickBudget: string
  slots: string
  holdHours: string
  /** One link a line. */
  videoLinks: string
  templateLink: string
  /** The client id of the audio's upload (queued or stored). */
  uploadId: string
}

export type SoundFormErrors = Partial<Record<keyof SoundFormValues | 'form', string>>
export type SoundBodyResult = { ok: true; body: CreateSoundBody } | { ok: false; errors: SoundFormErrors }
export type CreateSoundResult = { ok: true; id: string } | { ok: false; errors: SoundFormErrors }

/** The server's field names → the form's. */
const FIELD_OF: Record<string, keyof SoundFormValues> = {
  title: 'title',
  category_id: 'categoryId',
  audio: 'uploadId',
  video_links: 'videoLinks',
  template_link: 'templateLink',
  pay_per_use: 'payPerUse',
  pay_per_click: 'payPerClick',
  click_budget: 'clickBudget',
  slots: 'slots',
  hold_hours: 'holdHours',
}

/** A refusal of the server's schema, on the form's field it is about (the two pickers say what to do). */
function refusal(path: readonly PropertyKey[], message: string): [keyof SoundFormValues | 'form', string] {
  const field = FIELD_OF[String(path[0])] ?? 'form'
  return [field, field === 'uploadId' ? 'Upload an audio file for this sound.' : field === 'categoryId' ? 'Choose a category.' : message]
}

/**
 * The form's values as the create-sound body, checked with the server's own schema: every refused
 * field at once, in the server's words. Amounts are minor units; the audio's file name is filled in
 * at send time from its upload (checked here with a stand-in once a file is chosen).
 */
export function soundBodyOf(v: SoundFormValues, currency: string, id: string = uuidV4()): SoundBodyResult {
  const errors: SoundFormErrors = {}
  const money = (field: 'payPerUse' | 'payPerClick' | 'clickBudget') => {
    const text = v[field].trim()
    if (!text) return undefined
    const minor = parseMoney(text, currency)
    if (minor === null) errors[field] = 'Enter an amount such as 1500 or 1500.50.'
    return minor ?? undefined
  }
  const whole = (field: 'slots' | 'holdHours') => {
    const text = v[field].trim()
    if (!text) return undefined
    if (!/^\d+$/.test(text)) errors[field] = 'Enter a whole number.'
    return Number(text)
  }
  const raw = {
    id,
    kind: v.kind,
    title: v.title,
    category_id: v.categoryId || undefined,
    audio: v.uploadId ? QUEUED_AUDIO : undefined,
    video_links: v.videoLinks
      .split(/\s+/)
      .map((l) => l.trim())
      .filter(Boolean),
    template_link: v.kind === 'video_app' ? v.templateLink.trim() || undefined : undefined,
    pay_per_use: money('payPerUse'),
    pay_per_click: money('payPerClick'),
    click_budget: money('clickBudget'),
    slots: whole('slots'),
    hold_hours: whole('holdHours'),
  }
  const parsed = CreateSoundBodySchema.safeParse(raw)
  const record = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
    for (const issue of issues) {
      const [field, message] = refusal(issue.path, issue.message)
      errors[field] ??= message
    }
  }
  if (!parsed.success) {
    record(parsed.error.issues)
    // The schema's cross-field rules (what each kind requires) only run once every field is well
    // formed: check them again with stand-ins for the fields already in error, so all show at once.
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])))
    const standIn: Record<string, unknown> = { title: 'x', category_id: '00000000-0000-4000-8000-000000000000', audio: QUEUED_AUDIO, video_links: [], hold_hours: DEFAULT_HOLD_HOURS }
    const retry = Object.fromEntries(Object.entries(raw).map(([k, value]) => [k, bad.has(k) ? standIn[k] : value]))
    const again = CreateSoundBodySchema.safeParse(retry)
    if (!again.success) record(again.error.issues)
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  const { audio: _audio, ...body } = parsed.data
  return { ok: true, body: { ...body, id } }
}

/**
 * Queues the sound the form's check built (`soundBodyOf`): the queue checks its body with the
 * server's schema as it stores it (the only check here); a refused field comes back beside its
 * control. Its audio may itself still be waiting to upload: the sound is sent after it (in order)
 * with the file name the upload got. Shows in My Songs at once as pending.
 */
export async function createSound(input: CreateSoundInput): Promise<CreateSoundResult> {
  try {
    await queueWrite(createSoundWrite, input)
    return { ok: true, id: input.body.id }
  } catch (err) {
    const failure = queueFailure(err)
    const [field, message] = failure.field ? refusal([failure.field], failure.message) : ['form' as const, failure.message]
    return { ok: false, errors: { [field]: message } }
  }
}
