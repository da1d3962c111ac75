import { createFileRoute } from '@tanstack/react-router'
import { BookmarksBar } from '@/features/demo-search/bookmarks-bar'
import { SearchTrigger } from '@/features/demo-search/search-trigger'
import { AppLayout } from '@/features/shell/app-layout'
import { LayoutDemoPage } from '@/features/showcase/layout-demo-page'
import { NotificationsSlot, SyncStatusSlot } from '@/features/sync/sync-status-slot'

// The app shell with the menu kept folded to icons.
export const Route = createFileRoute('/page-layout/collapse-menu')({
  component: () => (
    <AppLayout menu="collapsed" navbarStart={<><SearchTrigger /><BookmarksBar /></>} navbarStatus={<SyncStatusSlot />} navbarEnd={<NotificationsSlot />}>
      <LayoutDemoPage current="/page-layout/collapse-menu" />
    </AppLayout>
  ),
})
