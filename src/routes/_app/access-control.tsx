import { createFileRoute } from '@tanstack/react-router'
import { AccessControlPage } from '@/features/demo-permissions/access-control-page'

export const Route = createFileRoute('/_app/access-control')({
  component: AccessControlPage,
})
