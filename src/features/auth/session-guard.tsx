import { lazy, Suspense, type ReactNode } from 'react'
import { useEndedSession, useUserData } from '@/lib/session/session'

// Loaded only when needed: it counts the waiting changes in the database, which the first screen
// does not load.
const SignInAgain = lazy(() => import('./sign-in-again').then((m) => ({ default: m.SignInAgain })))

/**
 * When the server ended the session (a 401) the sign-in form takes the screen's place, and the
 * screen comes back once the user signed in again. Otherwise `signedOut` is shown (the visitor's
 * view, or a way to the sign-in page).
 */
export function SessionGuard({ children, signedOut }: { children: ReactNode; signedOut: ReactNode }) {
  const user = useUserData()
  const ended = useEndedSession()
  if (user?.accessToken) return children
  if (!ended) return signedOut
  return (
    <Suspense fallback={null}>
      <SignInAgain ended={ended} />
    </Suspense>
  )
}
