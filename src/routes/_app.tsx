import { createFileRoute, Outlet } from '@tanstack/react-router'
import { BookmarksBar } from '@/features/demo-search/bookmarks-bar'
import { SearchTrigger } from '@/features/demo-search/search-trigger'
import { AppLayout } from '@/features/shell/app-layout'
import { SyncStatusSlot } from '@/features/sync/sync-status-slot'

export const Route = createFileRoute('/_app')({
  component: () => (
    <AppLayout
      navbarStart={
        <>
          <SearchTrigger />
          <BookmarksBar />
        </>
      }
      navbarEnd={<SyncStatusSlot />}
    >
      <Outlet />
    </AppLayout>
  ),
})
