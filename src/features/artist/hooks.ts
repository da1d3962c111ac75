import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '@/db/db'
import type { ArtistDashboardRow, ReservedSlotRow } from '@/db/mirrors/artist'
import type { ApprovalRow, BrandRequestRow, SoundRow } from '@/db/mirrors/market'
import { effectiveRole, useUserData } from '@/lib/session/session'
import type { Overlaid } from '@/lib/sync/overlay'
import { reservedSlotsCollection } from '@/lib/sync/portal/artist-lists'
import type { Row } from '@/lib/sync/registry'
import { useCollection, type CollectionFailure, type CollectionView } from '@/lib/sync/use-collection'
import { useMirror } from '@/lib/sync/use-mirror'

export type SoundView = Overlaid<SoundRow>
export type ApprovalView = Overlaid<ApprovalRow>
export type ReservedSlotView = Overlaid<ReservedSlotRow>

/** The signed-in user's id and role (musicians act as artists). */
export function useMe(): { id: string | null; role: string | null; name: string | null } {
  const user = useUserData()
  const raw = effectiveRole(user)
  return {
    id: typeof user?.id === 'string' ? user.id : null,
    role: raw === 'musician' ? 'artist' : raw,
    name: typeof user?.fullName === 'string' ? user.fullName : null,
  }
}

/** Whether a collection has been pulled on this device at least once (so "empty" means empty). */
export function usePulled(collection: string): boolean | undefined {
  return useLiveQuery(async () => (await db.syncState.get(collection))?.lastPulledAt !== undefined, [collection])
}

/** The artist's own sounds, newest first, with queued creations and changes on top. */
export function useMySounds(): SoundView[] | undefined {
  const { id } = useMe()
  const rows = useMirror<SoundRow & Record<string, unknown>>('sounds')
  if (!rows) return undefined
  return rows.filter((s) => s.artistId === id).sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** Every sound in the mirror by id (for the currency and kind of an approval's campaign). */
export function useSoundsById(): Map<string, SoundView> {
  const rows = useMirror<SoundRow & Record<string, unknown>>('sounds')
  return new Map((rows ?? []).map((s) => [s.id, s]))
}

/** Uses as the caller's role sees them (the server scopes them), newest first. */
export function useApprovals(): ApprovalView[] | undefined {
  const rows = useMirror<ApprovalRow & Record<string, unknown>>('approvals')
  return rows ? [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : undefined
}

/** The artist's dashboard as last pulled; null before the first pull. */
export function useArtistDashboard(): ArtistDashboardRow | null | undefined {
  const rows = useMirror<ArtistDashboardRow & Record<string, unknown>>('artistDashboard')
  if (rows === undefined) return undefined
  return rows.find((r) => r.key === 'me') ?? null
}

/** The live holds on one sound as kept on this device (with queued releases on top), fetched afresh while online. */
export function useReservedSlots(soundId: string): CollectionView<ReservedSlotRow & Row> & { rows: ReservedSlotView[] | undefined } {
  const view = useCollection<ReservedSlotRow & Row>(reservedSlotsCollection, { sound_id: soundId })
  return { ...view, rows: view.rows && [...view.rows].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt)) }
}

/** What the reserved slots say when they show what was loaded before (or the server's refusal). */
export function reservedStatus(failure: CollectionFailure | null): string | null {
  if (!failure) return null
  if (failure.kind === 'offline') return 'You are offline: showing the reserved slots as last loaded.'
  if (failure.kind === 'unreachable') return 'Could not reach the server: showing the reserved slots as last loaded.'
  return failure.message
}

export { useRefusedWrites as useRefused, type RefusedWrite } from '@/lib/sync/use-refused'

export interface CampaignBudget {
  title: string
  currency: string
  /** What the campaign's escrow still holds; null when this device does not know its budget. */
  remaining: number | null
}

/** Sounds and brand requests in the mirror by id, with what their escrow holds (the owner sees it). */
export function useCampaignBudgets(): Map<string, CampaignBudget> {
  const sounds = useMirror<SoundRow & Record<string, unknown>>('sounds')
  const requests = useMirror<BrandRequestRow & Record<string, unknown>>('brandRequests')
  const all = [...(sounds ?? []), ...(requests ?? [])]
  return new Map(all.map((c) => [c.id, { title: c.title, currency: c.currency, remaining: c.budget?.remaining ?? null }]))
}
