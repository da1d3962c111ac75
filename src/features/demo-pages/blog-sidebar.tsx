import { Link } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { formatDate } from '@/lib/demo-format'
import { cn } from '@/lib/cn'
import { useBlogSidebar } from './blog-api'
import { categoryIcon } from './blog-bits'

/** Search, recent posts and the five categories (Fashion, Food, Gaming, Quote, Video). */
export function BlogSidebar({ query, onQuery, category, onCategory, recentIds }: {
  query?: string
  onQuery?: (q: string) => void
  category?: string | null
  onCategory?: (c: string | null) => void
  recentIds: Map<string, number>
}) {
  const { data } = useBlogSidebar()
  return (
    <aside aria-label="Blog sidebar" className="grid grid-cols-1 content-start gap-6">
      {onQuery ? (
        <div className="relative">
          <Search size={16} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
          <Input type="search" aria-label="Search posts" placeholder="Search here" value={query} onChange={(e) => onQuery(e.target.value)} className="pl-9" />
        </div>
      ) : null}
      <Card>
        <h2 className="mb-4 font-semibold text-foreground">Recent posts</h2>
        <ul className="grid grid-cols-1 gap-4">
          {data?.recentPosts.map((p) => {
            const id = recentIds.get(p.title)
            return (
              <li key={p.title} className="text-sm">
                {id ? (
                  <Link to="/pages/blog/detail/$id" params={{ id: String(id) }} className="font-medium text-foreground hover:text-primary">{p.title}</Link>
                ) : (
                  <span className="font-medium">{p.title}</span>
                )}
                <p className="text-xs text-muted-foreground">{formatDate(p.createdTime)}</p>
              </li>
            )
          })}
        </ul>
      </Card>
      <Card>
        <h2 className="mb-4 font-semibold text-foreground">Categories</h2>
        <ul className="grid grid-cols-1 gap-2">
          {data?.categories.map((c) => {
            const Icon = categoryIcon(c.icon)
            const active = category === c.category
            const cls = cn('flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-accent', active && 'bg-primary-soft/50 font-semibold text-primary-soft-foreground')
            return (
              <li key={c.category}>
                {onCategory ? (
                  <button type="button" className={cls} aria-pressed={active} onClick={() => onCategory(active ? null : c.category)}>
                    <span className="flex h-8 w-8 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground"><Icon size={16} aria-hidden /></span>
                    {c.category}
                  </button>
                ) : (
                  <Link to="/pages/blog/list" search={{ category: c.category }} className={cls}>
                    <span className="flex h-8 w-8 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground"><Icon size={16} aria-hidden /></span>
                    {c.category}
                  </Link>
                )}
              </li>
            )
          })}
        </ul>
      </Card>
    </aside>
  )
}
