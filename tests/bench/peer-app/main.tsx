// The smallest useful React + TanStack Router page: the peer the app's initial bundle is
// compared with.
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const rootRoute = createRootRoute({
  component: () => (
    <>
      <nav>
        <Link to="/">Home</Link>
      </nav>
      <Outlet />
    </>
  ),
})
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home</h1> })
const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]), basepath: '/__bench/peer' })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
