import { createFileRoute } from '@tanstack/react-router'
import { PillBadgesPage } from '@/features/showcase/pill-badges-page'

export const Route = createFileRoute('/_app/components/pill-badges')({
  component: PillBadgesPage,
})
