import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { RichText } from '@/components/ui/rich-text'
import { formatDate } from '@/lib/demo-format'
import { LoadState } from './load-state'
import { useKbQuestion } from './pages-api'

export function KbQuestionPage({ category, question }: { category: string; question: string }) {
  const { data, error, loading } = useKbQuestion(question)
  return (
    <>
      <p className="mb-4">
        <Link to="/pages/knowledge-base/$category" params={{ category }} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"><ChevronLeft size={16} aria-hidden /> Back to the topic</Link>
      </p>
      {data ? null : <h1 className="sr-only">Knowledge base question</h1>}
      <LoadState loading={loading && !data} error={error} label="Loading the answer…" />
      {data ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
          <Card>
            <h1 className="text-2xl font-semibold text-foreground">{data.title}</h1>
            <p className="mt-1 text-sm text-muted-foreground">Last updated on {formatDate(data.lastUpdated)}</p>
            <RichText html={data.content} className="mt-4" />
          </Card>
          <Card className="h-fit">
            <h2 className="mb-3 font-semibold text-foreground">Related questions</h2>
            <ul className="grid grid-cols-1 gap-2">
              {data.relatedQuestions.map((r) => (
                <li key={r.id}>
                  <Link to="/pages/knowledge-base/$category/$question" params={{ category, question: r.slug }} className="flex items-start gap-1 rounded text-sm text-soft-foreground hover:text-primary">
                    <ChevronRight size={16} aria-hidden className="mt-0.5 shrink-0" /> {r.question}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      ) : null}
    </>
  )
}
