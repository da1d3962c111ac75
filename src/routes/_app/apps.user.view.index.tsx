import { createFileRoute } from '@tanstack/react-router'
import { UserView } from '@/features/demo-users/user-view'

/** Without an id, the view shows the first user. */
export const Route = createFileRoute('/_app/apps/user/view/')({
  component: () => <UserView id={null} />,
})
