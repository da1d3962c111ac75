import { createRootRoute, Outlet } from '@tanstack/react-router'
import { Toaster } from 'sonner'
import { NotFound } from '@/features/shell/not-found'
import { SessionRefresher } from '@/features/shell/session-refresher'
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
      <Toaster position="top-right" richColors closeButton theme={theme} />
    </>
  )
}
