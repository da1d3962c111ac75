import { createFileRoute } from '@tanstack/react-router'
import { UserList } from '@/features/demo-users/user-list'

export const Route = createFileRoute('/_app/apps/user/list')({
  component: UserList,
})
