import { createFileRoute } from '@tanstack/react-router'
import { LicensePage } from '@/features/demo-pages/license-page'

export const Route = createFileRoute('/_app/pages/license')({
  component: LicensePage,
})
