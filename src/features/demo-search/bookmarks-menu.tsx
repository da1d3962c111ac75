import { Link } from '@tanstack/react-router'
import { Star } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useState } from 'react'
import { toast } from '@/lib/notify'
import { Input } from '@/components/ui/input'
import type { SearchPage } from '@/db/demo-schema'
import { cn } from '@/lib/cn'
import type { PageIconComponent } from './page-icon-type'
import { toggleBookmark } from './search-actions'

/** A searchable list of pages with a star each: starred pages show in the navbar. */
export default function BookmarksMenu({ suggestions, defaultOpen, PageIcon }: { suggestions: SearchPage[]; defaultOpen?: boolean; PageIcon: PageIconComponent }) {
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const shown = (q ? suggestions.filter((page) => page.title.toLowerCase().includes(q)) : suggestions.filter((page) => page.isBookmarked)).slice(0, 8)

  const toggle = async (page: SearchPage) => {
    try {
      const { item } = await toggleBookmark(page.id)
      toast.success(item.isBookmarked ? `${item.title} bookmarked` : `${item.title} removed from bookmarks`)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The bookmark could not be changed.')
    }
  }

  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger
        aria-label="Edit bookmarks"
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-amber-500 data-[state=open]:text-amber-500"
      >
        <Star size={20} aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content sideOffset={8} align="start" className="z-50 w-80 rounded-xl bg-card p-3 shadow-lg ring-1 ring-border">
          <Input aria-label="Find a page to bookmark" placeholder="Find a page to bookmark" value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
          <p className="mt-3 mb-1 px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{q ? 'Pages' : 'Bookmarked'}</p>
          <ul className="max-h-72 overflow-y-auto">
            {shown.length === 0 ? <li className="px-2 py-3 text-sm text-slate-500">No pages.</li> : null}
            {shown.map((page) => (
              <li key={page.id} className="flex items-center gap-1 rounded-lg hover:bg-accent">
                <Popover.Close asChild>
                  <Link to={page.link} className="flex min-w-0 flex-1 items-center gap-3 px-2 py-2 text-sm text-soft-foreground">
                    <PageIcon name={page.icon} size={16} />
                    <span className="truncate">{page.title}</span>
                  </Link>
                </Popover.Close>
                <button
                  type="button"
                  aria-pressed={page.isBookmarked}
                  aria-label={page.isBookmarked ? `Remove ${page.title} from bookmarks` : `Bookmark ${page.title}`}
                  onClick={() => void toggle(page)}
                  className="rounded-md p-2 text-slate-400 hover:text-amber-500"
                >
                  <Star size={16} aria-hidden className={cn(page.isBookmarked && 'fill-amber-400 text-amber-500')} />
                </button>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
