import { liveQuery } from 'dexie'
import { db } from '@/db/db'
import { toast } from '@/lib/notify'
import { readUserData, saveUserData } from '@/lib/session/session'
import { claimNotices } from '@/lib/sync/notices'

/**
 * "Sent" toasts for writes made offline. Every open tab watches; the claim is a transaction, so
 * exactly one tab shows each notice (and a notice left while no tab was open shows at next start).
 */
export function watchNotices(): void {
  liveQuery(() => db.syncNotices.count()).subscribe((count) => {
    const userId = readUserData()?.id
    if (!count || typeof userId !== 'string') return
    void claimNotices(db, userId).then((messages) => {
      for (const message of messages) toast.success(message)
    })
  })
}

/**
 * The caller's own account as last pulled from `/auth/me`: when the server's copy differs from the
 * stored userData (a role changed by an admin, say), the stored user follows, so the menu changes
 * on the next sync. The token is never taken from the mirror.
 */
export function watchProfile(): void {
  liveQuery(() => db.profile.get('me')).subscribe((row) => {
    const current = readUserData()
    if (!row || !current?.accessToken || row.userData.id !== current.id) return
    const stored: Record<string, unknown> = current
    const differs = Object.entries(row.userData).some(([k, v]) => JSON.stringify(stored[k]) !== JSON.stringify(v))
    if (differs) saveUserData({ ...current, ...row.userData, accessToken: current.accessToken })
  })
}
