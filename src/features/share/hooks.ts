import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { db } from '@/db/db'
import type { BrandRequestRow, SoundRow } from '@/db/mirrors/market'
import type { HeldRequest } from '@/lib/portal/video-submissions'
import { isLiveHold } from '@/lib/sync/portal/shared-kinds'
import { useMirror } from '@/lib/sync/use-mirror'

/** A slot the creator holds now, on a sound or a brand request: somewhere a shared video can go. */
export interface OpenHold {
  kind: 'sound' | 'request'
  /** The sound's or request's id. */
  id: string
  title: string
  /** Who pays: the artist or the brand. */
  owner: string | null
  expiresAt: string
  /** Pay per approved video, in minor units. */
  pay: number
  currency: string
  sound?: Pick<SoundRow, 'id' | 'kind' | 'title' | 'artistId' | 'payPerUse'>
  request?: HeldRequest
}

const live = (hold: { status: string; expiresAt: string } | null | undefined, now: number) => hold?.status === 'held' && Date.parse(hold.expiresAt) > now

/**
 * The creator's open holds (a slot held, no video yet, time left), soonest to expire first;
 * `undefined` while the mirrors load. Read from the device, so the list is there offline.
 */
export function useOpenHolds(now: number): OpenHold[] | undefined {
  const sounds = useMirror<SoundRow & Record<string, unknown>>('sounds')
  const requests = useMirror<BrandRequestRow & Record<string, unknown>>('brandRequests')
  if (!sounds || !requests) return undefined
  const out: OpenHold[] = []
  for (const s of sounds) {
    if (s.status !== 'active' || !live(s.myHold, now)) continue
    out.push({ kind: 'sound', id: s.id, title: s.title, owner: s.artistName, expiresAt: s.myHold!.expiresAt, pay: s.payPerUse, currency: s.currency, sound: s })
  }
  for (const r of requests) {
    if (r.status !== 'active' || !live(r.myHold, now)) continue
    const request = { id: r.id, type: r.type, title: r.title, brandId: r.brandId, payPerVideo: r.payPerVideo, holdId: r.myHold!.id }
    out.push({ kind: 'request', id: r.id, title: r.title, owner: r.brandName, expiresAt: r.myHold!.expiresAt, pay: r.payPerVideo, currency: r.currency, request })
  }
  return out.sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))
}

/** A sound the creator could hold a slot on now: live, a slot free, no hold of theirs running or used. */
export const openToHold = (s: SoundRow, now: number) =>
  s.kind === 'normal' && s.status === 'active' && s.slots.free > 0 && !(isLiveHold(s.myHold) && (s.myHold.status === 'submitted' || Date.parse(s.myHold.expiresAt) > now))

/** How many open sounds the share screen offers: the best paid, so the screen stays short. */
export const OPEN_SOUNDS_SHOWN = 5

/**
 * The sounds a creator with no slot could hold from the share screen, best paid first (newest
 * among equals); `undefined` while the mirror loads. Read from the device, so offline too.
 */
export function useOpenSounds(now: number): SoundRow[] | undefined {
  const sounds = useMirror<SoundRow & Record<string, unknown>>('sounds')
  if (!sounds) return undefined
  return sounds
    .filter((s) => openToHold(s, now))
    .sort((a, b) => b.payPerUse - a.payPerUse || b.createdAt.localeCompare(a.createdAt))
    .slice(0, OPEN_SOUNDS_SHOWN)
}

/** Whether both lists were pulled at least once (else an empty list offline means "not loaded yet"). */
export function useHoldsPulled(): boolean | undefined {
  return useLiveQuery(async () => {
    const states = await db.syncState.bulkGet(['sounds', 'brandRequests.all'])
    return states.every((s) => s?.lastPulledAt !== undefined)
  }, [])
}

/** The time now, moving on every half minute (hold countdowns, expiry). */
export function useClock(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}
