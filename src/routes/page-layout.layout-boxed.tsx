import { createFileRoute } from '@tanstack/react-router'
import { BookmarksBar } from '@/features/demo-search/bookmarks-bar'
import { SearchTrigger } from '@/features/demo-search/search-trigger'
import { AppLayout } from '@/features/shell/app-layout'
import { LayoutDemoPage } from '@/features/showcase/layout-demo-page'
import { NotificationsSlot, SyncStatusSlot } from '@/features/sync/sync-status-slot'

// The app shell in a narrower centred box.
export const Route = createFileRoute('/page-layout/layout-boxed')({
  component: () => (
    <AppLayout boxed navbarStart={<><SearchTrigger /><BookmarksBar /></>} navbarStatus={<SyncStatusSlot />} navbarEnd={<NotificationsSlot />}>
      <LayoutDemoPage current="/page-layout/layout-boxed" />
    </AppLayout>
  ),
})
