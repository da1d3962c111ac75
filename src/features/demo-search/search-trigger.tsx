import { Search } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { BookmarkIcon } from './bookmark-icon'
import type { PortalPage } from './search-results'

// The dialog, its data and its primitives load on first use, so the navbar adds only this button
// to the first screen's JavaScript.
const loadDialog = () => import('./search-dialog')
const SearchDialog = lazy(loadDialog)

/** The navbar's search button; Ctrl+K (Cmd+K on a Mac) opens it from anywhere. `portalPages` are searched first. */
export function SearchTrigger({ portalPages }: { portalPages?: PortalPage[] }) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setMounted(true)
        setOpen((value) => !value)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm text-muted-foreground hover:bg-accent sm:ring-1 sm:ring-border"
      >
        <Search size={18} aria-hidden />
        {/* The visible word starts the announced name; the shortcut is announced through aria-keyshortcuts. */}
        <span className="sr-only md:not-sr-only">Search</span>
        <span className="sr-only"> pages, files and contacts</span>
        <kbd aria-hidden className="hidden rounded bg-muted px-1.5 py-0.5 font-sans text-xs text-muted-foreground md:inline">Ctrl K</kbd>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} PageIcon={BookmarkIcon} portalPages={portalPages} />
        </Suspense>
      ) : null}
    </>
  )
}
