import { createFileRoute } from '@tanstack/react-router'
import { UserView } from '@/features/demo-users/user-view'

export const Route = createFileRoute('/_app/apps/user/view/$id')({
  component: UserViewPage,
})

function UserViewPage() {
  const { id } = Route.useParams()
  return <UserView id={Number(id) || null} />
}
