import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '@/db/db'
import type { AdminAccountRow, AdminStatsRow, AdminTotalsRow, LockingPageRow, VerificationRow } from '@/db/mirrors/admin'
import type { SoundRow } from '@/db/mirrors/market'
import type { CategoryRow, PortalUserRow } from '@/db/sync-schema'
import { useUserData } from '@/lib/session/session'
import type { Overlaid } from '@/lib/sync/overlay'
import { adminStatsCollection, lockingPagesCollection } from '@/lib/sync/portal/admin-lists'
import { ADMIN_KINDS } from './kinds'
import type { Row } from '@/lib/sync/registry'
import { useCollection, useLastParams, type CollectionFailure, type CollectionView } from '@/lib/sync/use-collection'
import { useMirror } from '@/lib/sync/use-mirror'
import { useRefusedWrites } from '@/lib/sync/use-refused'

export type UserView = Overlaid<PortalUserRow & { _deleting?: boolean }>
export type AdminView = Overlaid<AdminAccountRow>
export type VerificationView = Overlaid<VerificationRow>

/** Every account, newest first; `undefined` while loading. */
export function useUsers(): UserView[] | undefined {
  const rows = useMirror<UserView>('portalUsers')
  return rows ? [...rows].sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? ''))) : undefined
}

export function useAdmins(): AdminView[] | undefined {
  const rows = useMirror<AdminView & Record<string, unknown>>('adminAccounts')
  return rows ? [...rows].sort((a, b) => a.fullName.localeCompare(b.fullName)) : undefined
}

/** Follower verification requests, newest first. */
export function useVerifications(): VerificationView[] | undefined {
  const rows = useMirror<VerificationView & Record<string, unknown>>('adminVerifications')
  return rows ? [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : undefined
}

export function useAdminTotals(): AdminTotalsRow | null | undefined {
  const rows = useMirror<AdminTotalsRow & Record<string, unknown>>('adminTotals')
  return rows === undefined ? undefined : (rows.find((r) => r.key === 'me') ?? null)
}

export function useAllSounds(): Overlaid<SoundRow>[] | undefined {
  const rows = useMirror<Overlaid<SoundRow> & Record<string, unknown>>('sounds')
  return rows ? [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : undefined
}

export function useCategories(): Overlaid<CategoryRow>[] | undefined {
  const rows = useMirror<Overlaid<CategoryRow> & Record<string, unknown>>('categories')
  return rows ? [...rows].sort((a, b) => a.name.localeCompare(b.name)) : undefined
}

/** Whether this list has been pulled at least once on this device (else an empty list means "not yet"). */
export function usePulled(collection: string): boolean | undefined {
  return useLiveQuery(async () => (await db.syncState.get(collection))?.lastPulledAt !== undefined, [collection])
}

/** The signed-in admin's own id: some changes to one's own account are not offered. */
export function useMyId(): string | null {
  const id = useUserData()?.id
  return typeof id === 'string' ? id : null
}

export interface RefusedChange {
  seq: number
  kind: string
  /** The account, verification or admin the change was about. */
  subject: string | null
  label: string
  message: string
}

const subjectOf = (input: Record<string, unknown>) => {
  const id = input.uid ?? input.user_id ?? input.id ?? input.tempId
  return typeof id === 'string' ? id : null
}

/** This admin's changes the server refused, so the screen can say why next to what they were about. */
export function useRefusedChanges(): RefusedChange[] {
  const refused = useRefusedWrites(ADMIN_KINDS) ?? []
  return refused.map((r) => ({ seq: r.seq, kind: r.kind, subject: subjectOf(r.input as Record<string, unknown>), label: r.label, message: r.message }))
}

/** Statistics for a range as kept on this device, fetched afresh while online; null: no range yet. */
export function useStats(range: { startdate: string; enddate: string } | null): CollectionView<AdminStatsRow & Row> {
  return useCollection<AdminStatsRow & Row>(adminStatsCollection, range)
}

/** The range Statics showed last on this device; null when none, `undefined` while reading. */
export function useLastStatsRange(): { startdate: string; enddate: string } | null | undefined {
  const params = useLastParams(adminStatsCollection)
  return params ? { startdate: params.startdate ?? '', enddate: params.enddate ?? '' } : params
}

/** A page of the sounds-with-locking list as kept on this device, fetched afresh while online. */
export function useLockingPage(kind: LockingPageRow['kind'], page: number): CollectionView<LockingPageRow & Row> {
  return useCollection<LockingPageRow & Row>(lockingPagesCollection, { kind, page: String(page) })
}

/** What the admin screens say when they show what was fetched before (or the server's refusal). */
export function fetchStatus(failure: CollectionFailure | null): { message: string; offline: boolean } | null {
  if (!failure) return null
  if (failure.kind === 'offline') return { offline: true, message: 'You are offline: showing what was last fetched on this device.' }
  if (failure.kind === 'unreachable') return { offline: true, message: 'The server could not be reached: showing what was last fetched on this device.' }
  return { offline: false, message: failure.message }
}
