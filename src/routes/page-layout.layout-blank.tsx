import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/showcase/layout-demo-page'

// No app shell at all.
export const Route = createFileRoute('/page-layout/layout-blank')({
  component: () => (
    <main id="main" className="mx-auto max-w-5xl p-6">
      <LayoutDemoPage current="/page-layout/layout-blank" />
    </main>
  ),
})
