import { createFileRoute } from '@tanstack/react-router'
import { ImportPage } from '@/features/showcase-extensions/import-page'

export const Route = createFileRoute('/_app/extensions/import')({
  component: ImportPage,
})
