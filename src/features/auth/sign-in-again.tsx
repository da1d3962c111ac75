import { Card } from '@/components/ui/card'
import type { EndedSession } from '@/lib/session/session'
import { SignInForm } from './sign-in-form'
import { useWaitingCount } from './waiting-count'

/** "Your 3 waiting changes are kept", or nothing while counting. */
function waitingLine(n: number | undefined): string | null {
  if (n === undefined) return null
  if (n === 0) return 'Nothing was waiting to be sent.'
  return n === 1 ? 'Your 1 waiting change is kept.' : `Your ${n} waiting changes are kept.`
}

/**
 * The sign-in form in place of a screen whose session the server ended (a 401): the user signs in
 * again and is back on the same screen, and the writes that waited for them go out.
 */
export function SignInAgain({ ended }: { ended: EndedSession }) {
  const line = waitingLine(useWaitingCount(ended.userId))
  return (
    <div className="mx-auto w-full max-w-md py-4">
      <Card aria-labelledby="sign-in-again-title" data-testid="sign-in-again">
        <h1 id="sign-in-again-title" className="text-2xl font-semibold text-foreground">
          Sign in
        </h1>
        <p className="mt-1 text-muted-foreground">Your session has ended. Sign in again to carry on where you were.</p>
        {line ? (
          <p className="mt-3 rounded-lg bg-warning-soft/50 px-3 py-2 text-sm font-medium text-warning-soft-foreground" data-testid="waiting-kept">
            {line}
          </p>
        ) : null}
        <div className="mt-6">
          <SignInForm stayHere defaultEmail={ended.email ?? undefined} />
        </div>
      </Card>
    </div>
  )
}
