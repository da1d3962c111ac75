import { createFileRoute } from '@tanstack/react-router'
import { BlogDetailPage } from '@/features/demo-pages/blog-detail-page'

// Without an id, the demo API's one article is shown as it is.
export const Route = createFileRoute('/_app/pages/blog/detail/')({
  component: () => <BlogDetailPage />,
})
