import { Search } from 'lucide-react'
import { Fragment, useState, type ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { useOnline } from '@/lib/use-online'
import { pageOf, searchSounds } from './browse'
import { useSoundsPulled, type Sound } from './hooks'
import { matchesLine, useServerSearch, type SearchSource, type ServerSearch } from './server-search'

/** The words under the search box: how many sounds show, and from where. */
function countLine(o: { sounds: Sound[]; found: Sound[]; remote: ServerSearch | null; offlineSearch: boolean }): string {
  const { sounds, found, remote } = o
  if (remote?.status === 'loading') return 'Searching all sounds…'
  if (remote?.status === 'done') return matchesLine(remote.total, remote.totalExact)
  if (remote?.status === 'failed') return `The search could not reach the server (${remote.message}): showing the saved sounds that match`
  if (o.offlineSearch) return `Offline: searching the sounds saved on this device — ${found.length} of ${sounds.length} match`
  return found.length === sounds.length ? `${sounds.length} ${sounds.length === 1 ? 'sound' : 'sounds'}` : `${found.length} of ${sounds.length} sounds match`
}

const NOT_YET = 'The sounds have not been loaded on this device yet. Connect once and they stay available offline.'

/**
 * A searchable, paged grid of sounds (12 a page) read from the mirror, with its loading, empty and
 * "not pulled yet while offline" states. `render` draws each sound. The mirror holds the newest
 * open sounds only; with `search`, a search while online asks the server's paged list (the whole
 * catalogue), and offline it searches the saved sounds and says so.
 */
export function SoundBrowser(props: { sounds: Sound[] | undefined; label: string; empty: string; render: (sound: Sound) => ReactNode; search?: SearchSource }) {
  const { sounds, label, empty, render, search } = props
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const online = useOnline()
  const pulled = useSoundsPulled()
  const remote = useServerSearch(search, query, page, online)

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
  const notYet = pulled === false && !online
  if (!sounds.length && !(search && online)) {
    return (
      <Card>
        <p className="text-sm">{notYet ? NOT_YET : empty}</p>
      </Card>
    )
  }

  const found = searchSounds(sounds, query)
  const saved = new Map(sounds.map((s) => [s.id, s]))
  // A sound the server found that is also saved shows as saved (with any change waiting to be sent).
  const shown =
    remote?.status === 'done' ? { rows: remote.sounds.map((s) => saved.get(s.id) ?? (s as Sound)), page: remote.page, pageCount: remote.pageCount } : pageOf(found, page)
  const offlineSearch = Boolean(search && !online && query.trim())
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
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {countLine({ sounds, found, remote, offlineSearch })}
        </p>
      </div>
      {remote?.status === 'loading' ? null : shown.rows.length ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{shown.rows.map((s) => <Fragment key={s.id}>{render(s)}</Fragment>)}</div>
      ) : (
        <Card>
          <p className="text-sm">{query.trim() ? `No sound matches “${query}”.` : notYet ? NOT_YET : empty}</p>
        </Card>
      )}
      <Pagination page={shown.page} pageCount={shown.pageCount} onPageChange={setPage} label={`${label} pages`} className="justify-center" />
    </div>
  )
}
