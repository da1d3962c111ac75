import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '@/features/demo-pages/blog-list-page'

export const Route = createFileRoute('/_app/pages/blog/list')({
  validateSearch: (search: Record<string, unknown>): { category?: string } =>
    typeof search.category === 'string' ? { category: search.category } : {},
  component: BlogList,
})

function BlogList() {
  const { category } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <BlogListPage category={category ?? null} onCategory={(c) => void navigate({ search: c ? { category: c } : {} })} />
}
