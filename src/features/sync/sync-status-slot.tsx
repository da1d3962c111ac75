import { lazy, Suspense, useEffect } from 'react'
import { useUserData } from '@/lib/session/session'

// Both load after the first paint, and only for a signed-in user (a visitor has nothing to sync):
// the database and the sync engine stay out of the first screen's critical JavaScript.
const SyncStatus = lazy(() => import('./sync-status'))
const NotificationsBell = lazy(() => import('./notifications-bell'))

/** The navbar's sync slot (queue state and notifications); also starts the page's sync runtime once a signed-in app has painted. */
export function SyncStatusSlot() {
  const signedIn = Boolean(useUserData()?.accessToken)
  useEffect(() => {
    if (signedIn) void import('./sync-runtime').then((m) => m.startSync())
  }, [signedIn])
  if (!signedIn) return null
  return (
    <Suspense fallback={null}>
      <SyncStatus />
      <NotificationsBell />
    </Suspense>
  )
}
