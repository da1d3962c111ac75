import { createRouter, RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { FullPageFallback } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { adoptFormSignIn } from '@/lib/first-screen/handoff'
import { hideVisitorBannerWhenSignedIn, takeOverFirstScreen } from '@/lib/first-screen/takeover'
import { toast } from '@/lib/notify'
import { listenForScreens } from '@/lib/pwa/open-screen'
import { startOptionalCaching } from '@/lib/pwa/optional-caching'
import { getAccessToken } from '@/lib/session/session'
import { applyTheme } from '@/lib/theme'
import { routeTree } from './routeTree.gen'
import './app.css'

// Signed in by the document's own form before this script came: keep the session before any route reads it.
adoptFormSignIn()
hideVisitorBannerWhenSignedIn(getAccessToken() !== null)

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: FullPageFallback,
  defaultPendingMs: 150,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

applyTheme()
// The class merger builds its tables on its first call (a few milliseconds on a phone): in a task
// of its own while the first route's code loads, not inside the layout's first render.
setTimeout(() => cn('p-0', 'p-1'), 0)
const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
// The first render as a transition: React renders it in slices and gives the main thread back
// between them (a tap is answered), instead of one long task for the whole first screen.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={<FullPageFallback />}>
        <RouterProvider router={router} />
      </Suspense>
    </StrictMode>,
  ),
)

// The sign-in page takes the document's own screen over itself (routes/login.tsx); any other first
// page only removes it once shown.
router.subscribe('onResolved', ({ toLocation }) => {
  if (toLocation.pathname !== '/login') requestAnimationFrame(() => takeOverFirstScreen())
})

startOptionalCaching(router)
// A tapped notification asks for its screen (sw/push.ts).
listenForScreens(router)
// The worker is registered once the first screen's code is here, so on a slow connection its
// downloads do not hold up that screen (no route loader waits for the worker).
const firstScreen = new Promise<void>((resolve) => {
  const stop = router.subscribe('onResolved', () => {
    stop()
    resolve()
  })
})
// Its code loads then too: the first screen does not carry it.
void firstScreen.then(async () => {
  // An installed app asks the browser to keep its storage at once (signed in or not); a tab asks after sign-in.
  void import('@/lib/pwa/keep-storage').then((m) => m.isInstalledApp() && m.askToKeepStorage())
  const { OFFLINE_READY_MESSAGE, registerServiceWorker } = await import('@/lib/pwa/register-sw')
  registerServiceWorker({
    // The first install has cached the app (a later version says "New version available" instead).
    onOfflineReady: () => toast.success(OFFLINE_READY_MESSAGE, { id: 'offline-ready' }),
    onUpdate: (activate) =>
      toast.message('New version available — reload', {
        id: 'sw-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: activate },
      }),
  })
})
