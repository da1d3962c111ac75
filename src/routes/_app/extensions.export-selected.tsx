import { createFileRoute } from '@tanstack/react-router'
import { ExportSelectedPage } from '@/features/showcase-extensions/export-selected-page'

export const Route = createFileRoute('/_app/extensions/export-selected')({
  component: ExportSelectedPage,
})
