import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { getAccessToken, useEndedSession, useUserData } from '@/lib/session/session'

// Loaded only when needed: it counts the waiting changes in the database, which the first screen
// does not load.
const SignInAgain = lazy(() => import('@/features/auth/sign-in-again').then((m) => ({ default: m.SignInAgain })))

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
  const user = useUserData()
  const ended = useEndedSession()
  if (user?.accessToken) return <Outlet />
  if (!ended) return <Navigate to="/login" />
  return (
    <Suspense fallback={null}>
      <SignInAgain ended={ended} />
    </Suspense>
  )
}
