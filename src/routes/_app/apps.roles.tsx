import { createFileRoute } from '@tanstack/react-router'
import { RolesPage } from '@/features/demo-permissions/roles-page'

export const Route = createFileRoute('/_app/apps/roles')({
  component: RolesPage,
})
