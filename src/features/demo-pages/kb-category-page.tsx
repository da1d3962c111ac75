import { Link } from '@tanstack/react-router'
import { ChevronLeft, CircleHelp } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { Card } from '@/components/ui/card'
import { kbIcon, kbTone } from './kb-icons'
import { LoadState } from './load-state'
import { useKbCategory } from './pages-api'
import { SearchHero } from './search-hero'

export function KbCategoryPage({ category }: { category: string }) {
  const [query, setQuery] = useState('')
  const q = useDeferredValue(query.trim())
  const { data, error, loading } = useKbCategory(category, q)
  return (
    <>
      <SearchHero title={data?.title ?? 'Knowledge Base'} text="Questions in this topic." label="Search this topic" value={query} onChange={setQuery} />
      <p className="mb-4">
        <Link to="/pages/knowledge-base" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"><ChevronLeft size={16} aria-hidden /> All topics</Link>
      </p>
      <LoadState loading={loading && !data} error={error} label="Loading questions…" />
      {data && data.sections.length === 0 ? <p role="status" className="text-muted-foreground">No question matches “{query}”.</p> : null}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {data?.sections.map((s) => {
          const Icon = kbIcon(s.icon)
          return (
            <Card key={s.id}>
              <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-foreground">
                <Icon size={20} aria-hidden className={kbTone(s.iconColor)} /> {s.title}
              </h2>
              <ul className="grid grid-cols-1 gap-2">
                {s.questions.map((question) => (
                  <li key={question.id}>
                    <Link to="/pages/knowledge-base/$category/$question" params={{ category, question: question.slug }} className="flex items-start gap-2 rounded text-sm text-soft-foreground hover:text-primary">
                      <CircleHelp size={16} aria-hidden className="mt-0.5 shrink-0 text-slate-400" /> {question.question}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )
        })}
      </div>
    </>
  )
}
