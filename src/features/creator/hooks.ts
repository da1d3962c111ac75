import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { db } from '@/db/db'
import type { ApprovalRow, SoundRow } from '@/db/mirrors/market'
import type { ProfileRow } from '@/db/sync-schema'
import { useUserData, type UserData } from '@/lib/session/session'
import { entriesOf } from '@/lib/sync/outbox'
import type { Overlaid } from '@/lib/sync/overlay'
import { CREATOR_WRITE_KINDS } from './kinds'
import { useMirror } from '@/lib/sync/use-mirror'

export type Sound = Overlaid<SoundRow>
export type Approval = Overlaid<ApprovalRow>

/** Live sounds (of one kind, or all), newest first; `undefined` while the mirror loads. */
export function useSounds(kind?: SoundRow['kind']): Sound[] | undefined {
  const rows = useMirror<SoundRow & Record<string, unknown>>('sounds')
  if (!rows) return undefined
  return rows.filter((s) => (!kind || s.kind === kind) && s.status === 'active').sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** The signed-in creator's own approvals (videos and click payouts), newest first. */
export function useMyApprovals(): Approval[] | undefined {
  const me = useUserData()?.id
  const rows = useMirror<ApprovalRow & Record<string, unknown>>('approvals')
  if (!rows) return undefined
  return rows.filter((a) => a.creatorId === me).sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** Whether the sounds list has been pulled at least once (an empty mirror offline means "not yet"). */
export function useSoundsPulled(): boolean | undefined {
  return useLiveQuery(async () => (await db.syncState.get('sounds'))?.lastPulledAt !== undefined, [])
}

/** A creator's queued sound writes that are not sent yet, or that the server refused. */
export interface QueuedWrite {
  seq: number
  kind: string
  soundid: string
  status: string
  message?: string
}

/** The creator's own queued sound writes, by sound id (waiting and refused ones). */
export function useQueuedSoundWrites(): Map<string, QueuedWrite[]> | undefined {
  const id = useUserData()?.id
  const uid = typeof id === 'string' ? id : null
  return useLiveQuery(async () => {
    const bySound = new Map<string, QueuedWrite[]>()
    if (!uid) return bySound
    for (const e of await entriesOf(db, uid).toArray()) {
      if (!CREATOR_WRITE_KINDS.includes(e.kind) || e.status === 'confirmed') continue
      const soundid = String((e.input as { soundid?: unknown }).soundid ?? '')
      const list = bySound.get(soundid) ?? []
      list.push({ seq: e.seq ?? 0, kind: e.kind, soundid, status: e.status, message: e.error?.message })
      bySound.set(soundid, list)
    }
    return bySound
  }, [uid])
}

/** The account as last pulled (admins may have changed the influencer flag since sign-in). */
export function useMyAccount(): UserData | null {
  const stored = useUserData()
  const rows = useMirror<ProfileRow & Record<string, unknown>>('profile')
  if (!stored) return null
  const row = rows?.find((r) => r.key === 'me')
  return row && row.userData.id === stored.id ? { ...stored, ...(row.userData as UserData) } : stored
}

/** The current time, ticking every `ms` (for countdowns). */
export function useNow(ms = 1_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}
