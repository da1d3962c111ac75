import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router'
import { SessionGuard } from '@/features/auth/session-guard'
import { getAccessToken } from '@/lib/session/session'

/** Portal screens need a signed-in user; the sign-in page brings them back afterwards. */
export const Route = createFileRoute('/_app/_portal')({
  beforeLoad: ({ location }) => {
    if (!getAccessToken()) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  component: PortalGuard,
})

/**
 * When the server ends the session (a 401) the sign-in form takes the screen's place, and the
 * screen comes back once the user signed in again; a sign-out the user chose leaves for the
 * sign-in page.
 */
function PortalGuard() {
  return (
    <SessionGuard signedOut={<Navigate to="/login" />}>
      <Outlet />
    </SessionGuard>
  )
}
