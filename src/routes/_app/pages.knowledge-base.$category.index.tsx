import { createFileRoute } from '@tanstack/react-router'
import { KbCategoryPage } from '@/features/demo-pages/kb-category-page'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/')({
  component: KbCategory,
})

function KbCategory() {
  const { category } = Route.useParams()
  return <KbCategoryPage key={category} category={category} />
}
