import { Link } from '@tanstack/react-router'
import { Star } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { BookmarkIcon } from './bookmark-icon'
import { useBookmarks } from './search-actions'

const loadMenu = () => import('./bookmarks-menu')
const BookmarksMenu = lazy(loadMenu)

const starClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-amber-500'

/** The bookmarked pages as navbar shortcuts, and a star that adds or removes bookmarks. */
export function BookmarksBar() {
  const { data } = useBookmarks()
  const [wanted, setWanted] = useState(false)
  return (
    <nav aria-label="Bookmarks" className="hidden items-center sm:flex">
      <ul className="hidden items-center md:flex">
        {data?.bookmarks.map((page) => (
          <li key={page.id}>
            <Link
              to={page.link}
              title={page.title}
              aria-label={page.title}
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-primary"
              activeProps={{ className: 'text-primary', 'aria-current': 'page' }}
            >
              <BookmarkIcon name={page.icon} />
            </Link>
          </li>
        ))}
      </ul>
      {wanted ? (
        <Suspense fallback={<span className={starClass}><Star size={20} aria-hidden /></span>}>
          <BookmarksMenu defaultOpen suggestions={data?.suggestions ?? []} PageIcon={BookmarkIcon} />
        </Suspense>
      ) : (
        <button type="button" className={starClass} aria-label="Edit bookmarks" aria-haspopup="menu" onPointerEnter={() => void loadMenu()} onClick={() => setWanted(true)}>
          <Star size={20} aria-hidden />
        </button>
      )}
    </nav>
  )
}
