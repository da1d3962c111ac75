import type { z } from 'zod'
import type { SoundRow } from '@/db/mirrors/market'
import { upsertRow } from '@/lib/sync/overlay'
import { CREATE_SOUND_KIND } from '@/lib/sync/portal/shared-kinds'
import { defineWrite } from '@/lib/sync/registry'
import { CreateSoundBodySchema } from '@server/routes/sounds/sounds.schemas'

// The write the song upload queues: a new sound, sent once its audio's queued upload has its file
// name (the upload itself is the shared uploads.file kind, src/lib/sync/portal/uploads.ts).

/** The body as the form validated it; `audio` is filled in at send time from the upload. */
export type CreateSoundBody = Omit<z.input<typeof CreateSoundBodySchema>, 'audio'> & { id: string; audio?: string }

export interface CreateSoundInput {
  body: CreateSoundBody
  /** The client id of the audio upload (its row in the uploads mirror once stored). */
  uploadId: string
  uploadName: string
  /** For the optimistic row in My Songs. */
  artistId: string
  artistName: string | null
  categoryName: string | null
  currency: string
}

/** What a sound escrows when created: slots × pay per use (× videos per slot) + the click budget. */
export function soundBudget(b: Pick<CreateSoundBody, 'slots' | 'pay_per_use' | 'click_budget' | 'links_per_slot' | 'kind'>): number {
  const perSlot = (b.pay_per_use ?? 0) * (b.kind === 'influencer' ? (b.links_per_slot ?? 3) : 1)
  return (b.slots ?? 0) * perSlot + (b.click_budget ?? 0)
}

/** The row My Songs shows for a sound not yet confirmed by the server. */
export function optimisticSound(input: CreateSoundInput, createdAt: number): SoundRow {
  const b = input.body
  const total = b.slots ?? 0
  const escrow = soundBudget(b)
  const at = new Date(createdAt).toISOString()
  return {
    id: b.id,
    status: 'active',
    title: b.title.trim(),
    holdHours: b.hold_hours ?? 48,
    currency: input.currency,
    slots: { total, free: total, held: 0, used: 0 },
    pendingApprovals: 0,
    budget: { escrowed: escrow, paid: 0, pending: 0, refunded: 0, remaining: escrow },
    myHold: null,
    createdAt: at,
    updatedAt: at,
    kind: b.kind ?? 'normal',
    artistId: input.artistId,
    artistName: input.artistName,
    categoryId: b.category_id,
    categoryName: input.categoryName,
    audio: null,
    cover: null,
    videoLinks: b.video_links ?? [],
    templateLink: b.template_link ?? null,
    payPerUse: b.pay_per_use ?? 0,
    payPerClick: b.pay_per_click ?? null,
    clickBudget: b.click_budget ?? 0,
    linksPerSlot: b.links_per_slot ?? 1,
  }
}

/** A file name of the form /upload_file answers, standing in for one not known yet. */
export const QUEUED_AUDIO = `${'0'.repeat(32)}.wav`

export const createSoundWrite = defineWrite<CreateSoundInput, { sound: SoundRow }>({
  name: CREATE_SOUND_KIND,
  schema: CreateSoundBodySchema,
  // The audio's file name comes from the upload's answer at send time: checked with a stand-in.
  check: (input) => ({ ...input.body, audio: input.body.audio ?? QUEUED_AUDIO }),
  method: 'POST',
  path: '/artist/create-sound',
  roles: ['artist', 'admin'],
  body: (input) => ({ type: 'json', value: input.body }),
  /** The audio may be uploaded by an earlier queued write: the file name it got goes in at send time. */
  refs: (input) => [
    {
      table: 'uploads',
      id: input.uploadId,
      field: 'file',
      into: 'audio',
      missing: `The audio file ${input.uploadName} was not uploaded (it was discarded or refused), so "${input.body.title}" cannot be created. Add the song again with a new upload.`,
    },
  ],
  describe: (input) => `New sound "${input.body.title}"`,
  change: { sounds: (rows, input, entry) => upsertRow(rows, optimisticSound(input, entry.createdAt), entry) },
  pulls: ['walletBalance', 'sounds', 'artist.dashboard'],
})
