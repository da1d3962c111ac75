import { createFileRoute } from '@tanstack/react-router'
import { ExportPage } from '@/features/showcase-extensions/export-page'

export const Route = createFileRoute('/_app/extensions/export')({
  component: ExportPage,
})
