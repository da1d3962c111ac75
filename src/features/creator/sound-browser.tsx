import { Search } from 'lucide-react'
import { Fragment, useState, type ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { useOnline } from '@/lib/use-online'
import { pageOf, searchSounds } from './browse'
import { useSoundsPulled, type Sound } from './hooks'

/**
 * A searchable, paged grid of sounds (12 a page) read from the mirror, with its loading, empty and
 * "not pulled yet while offline" states. `render` draws each sound.
 */
export function SoundBrowser({ sounds, label, empty, render }: { sounds: Sound[] | undefined; label: string; empty: string; render: (sound: Sound) => ReactNode }) {
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const online = useOnline()
  const pulled = useSoundsPulled()

  if (sounds === undefined) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <span className="sr-only">Loading sounds…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-56" />
        ))}
      </div>
    )
  }
  if (!sounds.length) {
    const notYet = pulled === false && !online
    return (
      <Card>
        <p className="text-sm">{notYet ? 'The sounds have not been loaded on this device yet. Connect once and they stay available offline.' : empty}</p>
      </Card>
    )
  }

  const found = searchSounds(sounds, query)
  const current = pageOf(found, page)
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search size={16} aria-hidden className="pointer-events-none absolute top-3 left-3 text-slate-400" />
          <Input
            type="search"
            aria-label={`Search ${label} by title or category`}
            placeholder="Search by title or category"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value)
              setPage(1)
            }}
            className="pl-9"
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {found.length === sounds.length ? `${sounds.length} ${sounds.length === 1 ? 'sound' : 'sounds'}` : `${found.length} of ${sounds.length} sounds match`}
        </p>
      </div>
      {found.length ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{current.rows.map((s) => <Fragment key={s.id}>{render(s)}</Fragment>)}</div>
      ) : (
        <Card>
          <p className="text-sm">No sound matches “{query}”.</p>
        </Card>
      )}
      <Pagination page={current.page} pageCount={current.pageCount} onPageChange={setPage} label={`${label} pages`} className="justify-center" />
    </div>
  )
}
