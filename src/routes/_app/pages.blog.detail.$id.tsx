import { createFileRoute } from '@tanstack/react-router'
import { BlogDetailPage } from '@/features/demo-pages/blog-detail-page'

export const Route = createFileRoute('/_app/pages/blog/detail/$id')({
  component: BlogDetail,
})

function BlogDetail() {
  const { id } = Route.useParams()
  const n = Number(id)
  return <BlogDetailPage key={id} id={Number.isInteger(n) ? n : undefined} />
}
