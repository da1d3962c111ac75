import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { toast } from '@/lib/notify'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import type { PageIconComponent } from './page-icon-type'
import { ResetDemoButton } from './reset-demo-button'
import { useSearchData } from './search-actions'
import { SearchHitRow } from './search-hit-row'
import { moveActive, searchGroups, type PortalPage, type SearchHit } from './search-results'

/**
 * The global search: the signed-in user's own pages first (`portalPages`), then the demo's Pages,
 * Files and Contacts, four results each, driven by the keyboard.
 */
export default function SearchDialog({ open, onOpenChange, PageIcon, portalPages }: { open: boolean; onOpenChange: (open: boolean) => void; PageIcon: PageIconComponent; portalPages?: PortalPage[] }) {
  const { data, error } = useSearchData()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(-1)
  const listId = useId()
  const groups = useMemo(() => searchGroups(data, query, portalPages), [data, query, portalPages])
  const hits = groups.flatMap((group) => group.hits)
  const optionId = (index: number) => `${listId}-option-${index}`

  const choose = (hit: SearchHit) => {
    onOpenChange(false)
    setQuery('')
    setActive(-1)
    if (hit.kind === 'page' || hit.kind === 'portal') void navigate({ to: hit.item.link })
    else if (hit.kind === 'contact') void navigate({ to: '/apps/chat' })
    else toast.message(hit.item.title, { description: `${hit.item.size} · shared by ${hit.item.by}` })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setActive(moveActive(active, hits.length, event.key))
    } else if (event.key === 'Enter') {
      const hit = hits[active] ?? hits[0]
      if (hit) {
        event.preventDefault()
        choose(hit)
      }
    }
  }

  const offsets = groups.map((_, g) => groups.slice(0, g).reduce((n, group) => n + group.hits.length, 0))
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[10vh] max-w-xl translate-y-0 p-0" aria-describedby={`${listId}-hint`}>
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription id={`${listId}-hint`} className="sr-only">
          Type to search pages, files and contacts. Use the arrow keys to pick a result and Enter to open it.
        </DialogDescription>
        <div className="flex items-center gap-3 border-b border-border px-4">
          <Search size={18} aria-hidden className="text-slate-400" />
          <input
            autoFocus
            role="combobox"
            aria-label="Search"
            aria-expanded={hits.length > 0}
            aria-controls={hits.length ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 && active < hits.length ? optionId(active) : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setActive(event.target.value.trim() ? 0 : -1)
            }}
            onKeyDown={onKeyDown}
            placeholder="Search pages, files and contacts…"
            className="h-14 flex-1 bg-transparent pr-8 text-base text-foreground outline-none placeholder:text-slate-400"
          />
        </div>
        {/* A list box holds options only: with none, the words stand outside it (and are announced). */}
        <div role="status" className="empty:hidden">
          {error ? <p className="p-4 text-sm text-destructive">{error}</p> : null}
          {!query.trim() ? <p className="p-4 text-sm text-muted-foreground">Type to search. Press Escape to close.</p> : null}
          {query.trim() && (data || portalPages?.length) && hits.length === 0 ? <p className="p-4 text-sm text-muted-foreground">No results for “{query}”.</p> : null}
        </div>
        <div id={listId} role="listbox" aria-label="Search results" hidden={hits.length === 0} className="max-h-[55vh] overflow-y-auto p-2">
          {groups.map((group, g) =>
            group.hits.length === 0 ? null : (
              <div key={group.title} role="group" aria-label={group.title} className="mb-2">
                <p className="px-3 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group.title}</p>
                {group.hits.map((hit, h) => {
                  const i = (offsets[g] ?? 0) + h
                  return <SearchHitRow key={hit.key} id={optionId(i)} hit={hit} active={i === active} onHover={() => setActive(i)} onChoose={() => choose(hit)} PageIcon={PageIcon} />
                })}
              </div>
            ),
          )}
        </div>
        <div className="flex items-center justify-between gap-2 border-t border-border px-4 py-2 text-xs text-muted-foreground">
          <span>↑↓ to move · Enter to open · Esc to close</span>
          <ResetDemoButton />
        </div>
      </DialogContent>
    </Dialog>
  )
}
