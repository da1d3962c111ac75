import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { SessionGuard } from '@/features/auth/session-guard'
import { HomeScreen } from '@/features/shell/home-screen'

// Home stays in the first chunk; each role's dashboard (with its database reads and charts) is
// loaded after the shell has painted, and only for that role.
const ArtistHome = lazy(() => import('@/features/artist/home').then((m) => ({ default: m.ArtistHome })))
const CreatorHome = lazy(() => import('@/features/creator/home').then((m) => ({ default: m.CreatorHome })))
const BrandHome = lazy(() => import('@/features/brand/home').then((m) => ({ default: m.BrandHome })))
const AdminHome = lazy(() => import('@/features/admin/home').then((m) => ({ default: m.AdminHome })))

const loading = <Skeleton className="h-64 w-full rounded-xl" />

function dashboardFor(role: string | null): ReactNode {
  const Dashboard =
    role === 'artist' || role === 'musician' ? ArtistHome : role === 'tiktoker' ? CreatorHome : role === 'brand' ? BrandHome : role === 'admin' ? AdminHome : null
  return Dashboard ? <Suspense fallback={loading}><Dashboard /></Suspense> : null
}

/** Signed out, Home is the visitor's home; after a 401 the sign-in form stands in its place. */
function Home() {
  const home = <HomeScreen dashboardFor={dashboardFor} />
  return <SessionGuard signedOut={home}>{home}</SessionGuard>
}

export const Route = createFileRoute('/_app/Home')({
  component: Home,
})
