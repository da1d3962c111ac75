import { Link } from '@tanstack/react-router'
import { useDeferredValue, useState } from 'react'
import { Card } from '@/components/ui/card'
import { categoryIcon } from './kb-icons'
import { LoadState } from './load-state'
import { useKnowledgeBase } from './pages-api'
import { SearchHero } from './search-hero'

export function KnowledgeBasePage() {
  const [query, setQuery] = useState('')
  const q = useDeferredValue(query.trim())
  const { data, error, loading } = useKnowledgeBase(q)
  return (
    <>
      <SearchHero title="Knowledge Base" text="Common questions and how-to guides, sorted by topic." label="Search the knowledge base" value={query} onChange={setQuery} />
      <LoadState loading={loading && !data} error={error} label="Loading topics…" />
      {data && data.length === 0 ? <p role="status" className="text-center text-muted-foreground">No topic matches “{query}”.</p> : null}
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data?.map((c, i) => {
          const Icon = categoryIcon(c.id - 1 || i)
          return (
            <li key={c.id}>
              <Card className="h-full text-center transition-shadow hover:shadow-md">
                <Icon size={48} strokeWidth={1.4} aria-hidden className="mx-auto mb-4 text-primary" />
                <h2 className="text-lg font-semibold">
                  <Link to="/pages/knowledge-base/$category" params={{ category: c.category }} className="rounded text-foreground hover:text-primary">
                    {c.title}
                  </Link>
                </h2>
                <p className="mt-2 text-sm text-muted-foreground">{c.desc}</p>
              </Card>
            </li>
          )
        })}
      </ul>
    </>
  )
}
