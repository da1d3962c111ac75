import { Link } from '@tanstack/react-router'
import { MessageSquare } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Card, PageHeader } from '@/components/ui/card'
import { Pagination } from '@/components/ui/pagination'
import { formatDate } from '@/lib/demo-format'
import { useBlogList } from './blog-api'
import { BlogCover, TagBadges } from './blog-bits'
import { BlogSidebar } from './blog-sidebar'
import { LoadState } from './load-state'

const PER_PAGE = 4

export function BlogListPage({ category, onCategory }: { category: string | null; onCategory: (c: string | null) => void }) {
  const { data, error, loading } = useBlogList()
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const posts = useMemo(() => {
    const q = query.trim().toLowerCase()
    return (data ?? []).filter((p) => (!category || p.tags.includes(category)) && (!q || `${p.title} ${p.excerpt}`.toLowerCase().includes(q)))
  }, [data, query, category])
  const recentIds = useMemo(() => new Map((data ?? []).map((p) => [p.title, p.id])), [data])
  const shown = posts.slice((page - 1) * PER_PAGE, page * PER_PAGE)
  return (
    <>
      <PageHeader title="Blog List" description={category ? `Posts in ${category}` : 'Stories from the studio, the street and the set.'} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
        <div>
          <LoadState loading={loading && !data} error={error} label="Loading posts…" />
          {data && posts.length === 0 ? <p role="status" className="text-muted-foreground">No post matches.</p> : null}
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
            {shown.map((p) => (
              <li key={p.id}>
                <Card className="flex h-full flex-col p-0">
                  <BlogCover id={p.id} title={p.title} className="h-40" />
                  <div className="flex flex-1 flex-col gap-3 p-6">
                    <h2 className="text-lg font-semibold">
                      <Link to="/pages/blog/detail/$id" params={{ id: String(p.id) }} className="rounded text-foreground hover:text-primary">{p.title}</Link>
                    </h2>
                    <div className="flex items-center gap-2 text-sm text-muted-foreground">
                      <Avatar name={p.userFullName} size="sm" />
                      <span>by <span className="font-medium text-foreground">{p.userFullName}</span></span>
                      <span aria-hidden>·</span>
                      <time dateTime={p.blogPosted}>{formatDate(p.blogPosted)}</time>
                    </div>
                    <TagBadges tags={p.tags} />
                    <p className="text-sm text-muted-foreground">{p.excerpt}</p>
                    <div className="mt-auto flex items-center justify-between border-t border-border pt-3 text-sm">
                      <span className="inline-flex items-center gap-1 text-muted-foreground"><MessageSquare size={16} aria-hidden /> {p.comment} comments</span>
                      <Link to="/pages/blog/detail/$id" params={{ id: String(p.id) }} className="font-medium text-primary hover:underline" aria-label={`Read more: ${p.title}`}>Read more</Link>
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <Pagination className="mt-6 justify-center" page={page} pageCount={Math.ceil(posts.length / PER_PAGE)} onPageChange={setPage} label="Blog pages" />
        </div>
        <BlogSidebar query={query} onQuery={(q) => { setQuery(q); setPage(1) }} category={category} onCategory={(c) => { onCategory(c); setPage(1) }} recentIds={recentIds} />
      </div>
    </>
  )
}
