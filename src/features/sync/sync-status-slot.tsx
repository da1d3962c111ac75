import { lazy, Suspense, useEffect, useState } from 'react'
import { whenIdle } from '@/lib/idle'
import { useUserData } from '@/lib/session/session'

// Both load once the first screen has painted and the page is idle, and only for a signed-in user
// (a visitor has nothing to sync): the database and the sync engine stay out of the first
// screen's critical JavaScript and its first long tasks.
const SyncStatus = lazy(() => import('./sync-status'))
const NotificationsBell = lazy(() => import('./notifications-bell'))

/** Whether a signed-in user's page has painted and gone idle. */
function useSignedInIdle(): boolean {
  const signedIn = Boolean(useUserData()?.accessToken)
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), 1500), [])
  return signedIn && idle
}

/** The navbar's sync state (changes waiting, refused, uploading); also starts the page's sync runtime once a signed-in app has painted. */
export function SyncStatusSlot() {
  const ready = useSignedInIdle()
  useEffect(() => {
    if (ready) void import('./sync-runtime').then((m) => m.startSync())
  }, [ready])
  return ready ? (
    <Suspense fallback={null}>
      <SyncStatus />
    </Suspense>
  ) : null
}

/** The navbar's notifications bell. */
export function NotificationsSlot() {
  return useSignedInIdle() ? (
    <Suspense fallback={null}>
      <NotificationsBell />
    </Suspense>
  ) : null
}
