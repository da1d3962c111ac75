import { FileText, LayoutDashboard, User } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { cn } from '@/lib/cn'
import type { PageIconComponent } from './page-icon-type'
import type { SearchHit } from './search-results'

export function SearchHitRow({ id, hit, active, onHover, onChoose, PageIcon }: {
  id: string
  hit: SearchHit
  active: boolean
  onHover: () => void
  onChoose: () => void
  PageIcon: PageIconComponent
}) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      onMouseMove={onHover}
      onClick={onChoose}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-soft-foreground',
        active && 'bg-primary-soft/50 text-primary-soft-foreground',
      )}
    >
      {hit.kind === 'portal' ? <LayoutDashboard size={18} aria-hidden /> : null}
      {hit.kind === 'page' ? <PageIcon name={hit.item.icon} size={18} /> : null}
      {hit.kind === 'file' ? <FileText size={18} aria-hidden /> : null}
      {hit.kind === 'contact' ? <Avatar name={hit.item.title} size="sm" /> : null}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{hit.title}</span>
        {hit.kind === 'page' ? <span className="block truncate text-xs text-muted-foreground">Demo page</span> : null}
        {hit.kind === 'file' ? <span className="block truncate text-xs text-muted-foreground">by {hit.item.by}</span> : null}
        {hit.kind === 'contact' ? <span className="block truncate text-xs text-muted-foreground">{hit.item.email}</span> : null}
      </span>
      {hit.kind === 'file' ? <span className="text-xs text-slate-500">{hit.item.size}</span> : null}
      {hit.kind === 'contact' ? <User size={14} aria-hidden className="text-slate-400" /> : null}
    </div>
  )
}
