import { createFileRoute } from '@tanstack/react-router'
import { BadgesPage } from '@/features/showcase/badges-page'

export const Route = createFileRoute('/_app/components/badges')({
  component: BadgesPage,
})
