import { createFileRoute } from '@tanstack/react-router'
import { IconsPage } from '@/features/showcase/icons-page'

export const Route = createFileRoute('/_app/icons/reactfeather')({
  component: IconsPage,
})
