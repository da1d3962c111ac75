import { createRootRoute, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { NotFound } from '@/features/shell/not-found'
import { SessionRefresher } from '@/features/shell/session-refresher'
import { useTheme } from '@/lib/theme'

// The toast container loads after the first paint; toasts raised before it mounts are kept.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: NotFound,
})

function RootComponent() {
  const theme = useTheme()
  return (
    <>
      <Outlet />
      <SessionRefresher />
      <Suspense fallback={null}>
        <Toaster position="top-right" richColors closeButton theme={theme} />
      </Suspense>
    </>
  )
}
