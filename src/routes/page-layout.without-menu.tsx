import { createFileRoute } from '@tanstack/react-router'
import { BookmarksBar } from '@/features/demo-search/bookmarks-bar'
import { SearchTrigger } from '@/features/demo-search/search-trigger'
import { AppLayout } from '@/features/shell/app-layout'
import { LayoutDemoPage } from '@/features/showcase/layout-demo-page'
import { NotificationsSlot, SyncStatusSlot } from '@/features/sync/sync-status-slot'

// The app shell without the vertical menu.
export const Route = createFileRoute('/page-layout/without-menu')({
  component: () => (
    <AppLayout menu="none" navbarStart={<><SearchTrigger /><BookmarksBar /></>} navbarStatus={<SyncStatusSlot />} navbarEnd={<NotificationsSlot />}>
      <LayoutDemoPage current="/page-layout/without-menu" />
    </AppLayout>
  ),
})
