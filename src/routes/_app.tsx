import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useDeferredValue, useMemo } from 'react'
import { loadPortalRegistry } from '@/app/load-portal-registry'
import { FullPageFallback } from '@/components/ui/spinner'
import { BookmarksBar } from '@/features/demo-search/bookmarks-bar'
import { SearchTrigger } from '@/features/demo-search/search-trigger'
import { AppLayout } from '@/features/shell/app-layout'
import { DemoOfflineButton } from '@/features/shell/demo-offline-button'
import { DemoLink } from '@/features/shell/demo-link'
import { portalPagesFor } from '@/features/shell/tabs'
import { VisitorBanner } from '@/features/shell/visitor-banner'
import { NotificationsSlot, SyncStatusSlot } from '@/features/sync/sync-status-slot'
import { getAccessToken, useUserData } from '@/lib/session/session'

export const Route = createFileRoute('/_app')({
  // A signed-in user's screens read the lists of the sync catalogue: they are registered before any
  // of them renders, loaded beside the frame, not with the entry (the write kinds come when needed).
  loader: () => (getAccessToken() ? loadPortalRegistry() : undefined),
  component: AppFrame,
})

/**
 * The router shows a route in one uninterrupted render (its state is an external store), so the
 * frame and the page are built in a background render that gives the main thread back every few
 * milliseconds; the loading screen stays until it is done.
 */
function AppFrame() {
  const ready = useDeferredValue(true, false)
  return ready ? <Frame /> : <FullPageFallback />
}

function Frame() {
  return (
    <>
      <VisitorBanner />
      <AppLayout
        navbarStart={
          <>
            <PortalSearch />
            <Shortcuts />
          </>
        }
        navbarStatus={
          <>
            <DemoOfflineButton />
            <SyncStatusSlot />
          </>
        }
        navbarEnd={<NotificationsSlot />}
      >
        <Outlet />
      </AppLayout>
    </>
  )
}

/** The global search, with the signed-in user's own pages listed before the demo's. */
function PortalSearch() {
  const user = useUserData()
  const pages = useMemo(() => portalPagesFor(user), [user])
  return <SearchTrigger portalPages={pages} />
}

/** Visitors get the demo's bookmarked apps; a signed-in user's navbar is the portal's, with one way into the demo. */
function Shortcuts() {
  return useUserData()?.accessToken ? <DemoLink /> : <BookmarksBar />
}
