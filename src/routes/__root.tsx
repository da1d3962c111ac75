import { createRootRoute, Outlet, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect, useState } from 'react'
import { NotFound } from '@/features/shell/not-found'
import { SessionRefresher } from '@/features/shell/session-refresher'
import { whenIdle } from '@/lib/idle'
import { Toaster } from '@/lib/notify'
import { useTheme } from '@/lib/theme'

// The toast container loads once the first screen is up (its route's code loaded and shown) and
// the page idle: on a slow link its download does not compete with the first screen's. Toasts
// raised before it mounts are kept.
export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFound,
})

function RootComponent() {
  const theme = useTheme()
  const [idle, setIdle] = useState(false)
  const firstScreenShown = useRouterState({ select: (s) => s.resolvedLocation !== undefined })
  useEffect(() => (firstScreenShown ? whenIdle(() => setIdle(true)) : undefined), [firstScreenShown])
  return (
    <>
      <Outlet />
      <SessionRefresher />
      {idle ? (
        <Suspense fallback={null}>
          <Toaster position="top-right" richColors closeButton theme={theme} />
        </Suspense>
      ) : null}
    </>
  )
}
