import { Link } from '@tanstack/react-router'
import { LayoutGrid } from 'lucide-react'

/** A signed-in user's one way into the demo area, in place of the demo's bookmark shortcuts. */
export function DemoLink() {
  return (
    <Link
      to="/"
      className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-brand-700"
      title="The demo area (sample apps and pages)"
    >
      <LayoutGrid size={18} aria-hidden />
      {/* Under 380 px the word would run under the bell; the icon stays and the name is still read. */}
      <span className="max-[379px]:sr-only">Demo</span>
    </Link>
  )
}
