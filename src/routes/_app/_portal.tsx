import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router'
import { getAccessToken, useUserData } from '@/lib/session/session'

/** Portal screens need a signed-in user; the sign-in page brings them back afterwards. */
export const Route = createFileRoute('/_app/_portal')({
  beforeLoad: ({ location }) => {
    if (!getAccessToken()) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  component: PortalGuard,
})

/** Signing out (or a 401) while on a portal screen leaves it for the sign-in page. */
function PortalGuard() {
  const user = useUserData()
  return user?.accessToken ? <Outlet /> : <Navigate to="/login" />
}
