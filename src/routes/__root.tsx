import { createRootRoute, Outlet } from '@tanstack/react-router'
import { Suspense } from 'react'
import { NotFound } from '@/features/shell/not-found'
import { SessionRefresher } from '@/features/shell/session-refresher'
import { Toaster } from '@/lib/notify'
import { useTheme } from '@/lib/theme'

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
