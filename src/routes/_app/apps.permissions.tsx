import { createFileRoute } from '@tanstack/react-router'
import { PermissionsPage } from '@/features/demo-permissions/permissions-page'

export const Route = createFileRoute('/_app/apps/permissions')({
  component: PermissionsPage,
})
