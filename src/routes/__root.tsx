import { createRootRoute, Outlet } from '@tanstack/react-router'
import { Suspense, useEffect, useState } from 'react'
import { NotFound } from '@/features/shell/not-found'
import { SessionRefresher } from '@/features/shell/session-refresher'
import { whenIdle } from '@/lib/idle'
import { Toaster } from '@/lib/notify'
import { useTheme } from '@/lib/theme'

// The toast container loads once the first screen is up and the page idle (on a slow link its
// download does not compete with the first screen's); toasts raised before it mounts are kept.
export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFound,
})

function RootComponent() {
  const theme = useTheme()
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
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
