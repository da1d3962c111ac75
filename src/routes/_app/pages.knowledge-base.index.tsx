import { createFileRoute } from '@tanstack/react-router'
import { KnowledgeBasePage } from '@/features/demo-pages/knowledge-base-page'

export const Route = createFileRoute('/_app/pages/knowledge-base/')({
  component: KnowledgeBasePage,
})
