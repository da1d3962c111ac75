import { Link } from '@tanstack/react-router'
import { Disc3 } from 'lucide-react'
import { useLayoutEffect, useState } from 'react'
import { VISITOR_BANNER_ID, VISITOR_CLASSES as c, VISITOR_TEXT } from '@/lib/first-screen/markup'
import { cn } from '@/lib/cn'
import { useUserData } from '@/lib/session/session'
import { useMenuPinned } from './menu-state'

/**
 * What Sound Portal is and how to sign in, above the demo area for a signed-out visitor. A first
 * visit's document already carries it (lib/first-screen/markup.ts): that element is kept as it
 * is, so it does not move or flash when the app starts; it is hidden once someone signs in and
 * while the frame is not shown. Without it (a visit the worker answered), the app draws the same.
 */
function showBanner(banner: HTMLElement | null, shown: boolean, besidePinnedMenu: boolean): void {
  if (!banner) return
  banner.hidden = !shown
  banner.classList.toggle('lg:pl-24', !besidePinnedMenu)
  banner.classList.toggle(c.bannerBesidePinnedMenu, besidePinnedMenu)
}

export function VisitorBanner() {
  const signedIn = Boolean(useUserData()?.accessToken)
  const [pinned] = useMenuPinned()
  const [fromDocument] = useState(() => document.getElementById(VISITOR_BANNER_ID))
  useLayoutEffect(() => {
    showBanner(fromDocument, !signedIn, pinned)
    return () => showBanner(fromDocument, false, pinned)
  }, [fromDocument, signedIn, pinned])
  if (signedIn || fromDocument) return null
  return (
    <aside id={VISITOR_BANNER_ID} aria-label="About Sound Portal" className={cn(c.banner, pinned && c.bannerBesidePinnedMenu)}>
      <div className={c.row}>
        <p className={c.name}>
          <Disc3 aria-hidden />
          <span>Sound Portal</span>
        </p>
        <p className={c.text}>{VISITOR_TEXT}</p>
        <p className={c.links}>
          <Link to="/register" className={c.register}>Create an account</Link>
          <Link to="/login" className={c.signIn}>Sign in</Link>
        </p>
      </div>
    </aside>
  )
}
