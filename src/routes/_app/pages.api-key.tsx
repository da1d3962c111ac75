import { createFileRoute } from '@tanstack/react-router'
import { ApiKeyPage } from '@/features/demo-pages/api-key-page'

export const Route = createFileRoute('/_app/pages/api-key')({
  component: ApiKeyPage,
})
