import { createFileRoute } from '@tanstack/react-router'
import { BlogEditPage } from '@/features/demo-pages/blog-edit-page'

export const Route = createFileRoute('/_app/pages/blog/edit')({
  component: BlogEditPage,
})
