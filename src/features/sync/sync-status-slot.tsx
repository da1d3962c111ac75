import { lazy, Suspense, useEffect, useState } from 'react'
import { whenIdle } from '@/lib/idle'
import { useUserData } from '@/lib/session/session'

// Both load once the first screen has painted and the page is idle, and only for a signed-in user
// (a visitor has nothing to sync): the database and the sync engine stay out of the first
// screen's critical JavaScript and its first long tasks.
const SyncStatus = lazy(() => import('./sync-status'))
const NotificationsBell = lazy(() => import('./notifications-bell'))

/** The navbar's sync slot (queue state and notifications); also starts the page's sync runtime once a signed-in app has painted. */
export function SyncStatusSlot() {
  const signedIn = Boolean(useUserData()?.accessToken)
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), 1500), [])
  useEffect(() => {
    if (signedIn && idle) void import('./sync-runtime').then((m) => m.startSync())
  }, [signedIn, idle])
  if (!signedIn || !idle) return null
  return (
    <Suspense fallback={null}>
      <SyncStatus />
      <NotificationsBell />
    </Suspense>
  )
}
