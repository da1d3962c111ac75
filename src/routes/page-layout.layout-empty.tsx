import { createFileRoute } from '@tanstack/react-router'
import { AppLayout } from '@/features/shell/app-layout'
import { LayoutDemoPage } from '@/features/showcase/layout-demo-page'

// The app shell with neither menu nor navbar.
export const Route = createFileRoute('/page-layout/layout-empty')({
  component: () => (
    <AppLayout menu="none" navbar={false}>
      <LayoutDemoPage current="/page-layout/layout-empty" />
    </AppLayout>
  ),
})
