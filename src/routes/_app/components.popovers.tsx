import { createFileRoute } from '@tanstack/react-router'
import { PopoversPage } from '@/features/showcase/popovers-page'

export const Route = createFileRoute('/_app/components/popovers')({
  component: PopoversPage,
})
