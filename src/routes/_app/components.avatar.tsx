import { createFileRoute } from '@tanstack/react-router'
import { AvatarPage } from '@/features/showcase/avatar-page'

export const Route = createFileRoute('/_app/components/avatar')({
  component: AvatarPage,
})
